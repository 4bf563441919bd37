/**
 * A page with an agenda container, as the server renders it: her services are in the HTML and the
 * widget's stylesheet is linked, its code left for the first touch.
 */
import { createPageRenderer } from '.';
import { published, storeOn, TEMPLATE, WITH_AGENDA } from './ssr-testing';

const ORIGIN = 'https://lab.example';
const BOOKING_ASSETS = '"booking":{"css":["/assets/booking-10.css"],"js":["/assets/booking-11.js","/assets/vendor-5.js"]},';
const renderer = createPageRenderer(TEMPLATE.replace('"privacyRoute":', `${BOOKING_ASSETS}"privacyRoute":`));

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const sheets = (doc: Document) => [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
const modules = (doc: Document) => doc.querySelector('[data-app-entry]')?.getAttribute('data-app-modules')?.split(' ') ?? [];

describe('a page with an agenda', () => {
  it('arrives with her services in the HTML and the widget’s stylesheet, its code left for the first touch', async () => {
    const visitante = await storeOn(WITH_AGENDA).loadSkinSite('visitante');
    const home = parse(renderer.render({ path: '/visitante/home', origin: ORIGIN }, published(visitante)).body);
    const services = [...home.querySelectorAll('.booking__service')].map((s) => s.textContent);
    expect(services).toEqual(['Corte e escova30 min · R$ 150,00Sinal de R$ 50,00 via Pix', 'Consulta de estilo1 h 30 min']);
    expect(sheets(home)).toContain('/assets/booking-10.css');
    expect(modules(home)).not.toContain('/assets/booking-11.js');
  });

  it('a page without one links none of it', async () => {
    const lab = await storeOn().loadSkinSite('lab');
    const home = parse(renderer.render({ path: '/lab/home', origin: ORIGIN }, published(lab)).body);
    expect(sheets(home)).not.toContain('/assets/booking-10.css');
    expect(modules(home)).not.toContain('/assets/booking-11.js');
    expect(home.querySelector('.booking')).toBeNull();
  });
});
