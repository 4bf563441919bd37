import { Outlet, useNavigation } from 'react-router-dom';
import { useVisitTracking } from '../features/tracking';
import { Loading } from '../shared/ui/Loading';

/** Wraps every screen: visit tracking, and a loading line while the next screen's data arrives. */
export function RootLayout() {
  useVisitTracking();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? (
        <div className="navigation-pending">
          <Loading text="Carregando dados..." />
        </div>
      ) : null}
      <Outlet />
    </>
  );
}
