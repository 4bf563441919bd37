import { useEffect } from 'react';
import { TestimonialRequestScreen } from '../../features/testimonial-request';
import { applyTheme, DEFAULT_LOOK } from '../../features/themes';

/** `/depoimento/{linkId}#{segredo}`: a client writes a quote for her, in the site's own look. */
export default function TestimonialRoute() {
  useEffect(() => {
    applyTheme(DEFAULT_LOOK);
  }, []);
  return <TestimonialRequestScreen />;
}
