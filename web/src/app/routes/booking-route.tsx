import { useEffect } from 'react';
import { SITE_NAME } from '@lab/domain/kernel';
import { ManageBookingScreen } from '../../features/booking';
import { applyTheme, DEFAULT_LOOK } from '../../features/themes';

/** `/reserva/{id}#{segredo}`: the visitor's booking, in the site's own look. */
export default function BookingRoute() {
  useEffect(() => {
    document.title = `Sua reserva — ${SITE_NAME}`;
    applyTheme(DEFAULT_LOOK);
  }, []);
  return <ManageBookingScreen />;
}
