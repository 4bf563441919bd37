/**
 * A card scheduled for tomorrow, on the demo build: she sets "Mostrar a partir de" in the card's form;
 * the studio lists the card as "agendado", and her public page leaves it out, in what a visitor sees
 * and in the HTML the visitor's browser got. Phone width first, no sideways scroll on any screen.
 * Screenshots of the date fields and the badge at 375 and 1280 px in /tmp/shots/schedule.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSidewaysScroll } from '../phone-width';
import { carryOver } from './demo-carry';
import { addCard, fromTomorrow, scheduledBadge, studioCards } from './schedule-flow';
import { sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { addContainer } from './studio-steps';

const SHOTS = join(process.env.SHOTS_DIR ?? '/tmp/shots', 'schedule');
const PHONE = { width: 375, height: 800 };
const session = sessionPerFile();

describe('a card scheduled for tomorrow', () => {
  it('is listed as "agendado" in the studio and absent from her public page and its HTML', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize(PHONE);
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/skins/visitante/editar');
    await page.getByRole('heading', { level: 3, name: 'Prévia' }).waitFor();

    await addContainer(page, 'Novidades');
    await addCard(page, 'Novidades', 'sempre aqui');
    await addCard(page, 'Novidades', 'lançamento', async (form) => {
      await fromTomorrow(page)(form);
      await form.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await form.getByRole('group', { name: 'Quando mostrar' }).screenshot({ path: join(SHOTS, 'date-fields-375.png') });
      await page.setViewportSize({ width: 1280, height: 900 });
      await form.getByRole('group', { name: 'Quando mostrar' }).screenshot({ path: join(SHOTS, 'date-fields-1280.png') });
      await page.setViewportSize(PHONE);
    });

    const cards = studioCards(page, 'Novidades');
    const badge = scheduledBadge(page, 'Novidades', 'lançamento');
    await badge.waitFor();
    expect(await badge.getAttribute('title')).toMatch(/^Aparece em \d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
    expect(await cards.getByText('agendado').count()).toBe(1);
    await expectNoSidewaysScroll(page);
    await cards.scrollIntoViewIfNeeded();
    await cards.screenshot({ path: join(SHOTS, 'studio-badge-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await cards.screenshot({ path: join(SHOTS, 'studio-badge-1280.png') });

    // A visitor, in a browser of her own, to which the demo's data is carried as a server would.
    const visitor = await (await session.newContext({ viewport: PHONE })).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto('/');
    await carryOver(page, visitor);
    const response = await visitor.goto('/visitante/home');
    const html = (await response?.text()) ?? '';
    await visitor.getByText('sempre aqui').first().waitFor();
    expect(await visitor.getByText('lançamento').count()).toBe(0);
    expect(html).not.toContain('lançamento');
    await expectNoSidewaysScroll(visitor);
    await visitor.screenshot({ path: join(SHOTS, 'public-page-375.png') });

    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
