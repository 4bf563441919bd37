import { encodeBase64 } from '../kernel/base64';
import { MESSAGES } from '../kernel/messages';
import { FORM_SUBJECT_MAX_LENGTH, FORM_SUBJECTS_MAX } from '../kernel/constants';
import { checkFormSubjects, isAllowedImageUrl, isAllowedLink, isAllowedSkinIcon, validatePageSlug } from './studio';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('the studio’s rules', () => {
  it('takes lower-case slugs as page names and says why it refuses the others', () => {
    expect(validatePageSlug('portfolio')).toBeNull();
    expect(validatePageSlug('meus-trabalhos-2024')).toBeNull();
    expect(validatePageSlug('')).toBe(MESSAGES.pageNameRequired);
    for (const bad of ['Portfolio', 'a b', 'ção', '-a', 'a-', 'a/b', '__x__', '.', 'x'.repeat(31)]) {
      expect(validatePageSlug(bad)).toBe(MESSAGES.pageNameInvalid);
    }
    for (const reserved of ['card', 'editar', 'menu']) expect(validatePageSlug(reserved)).toBe(MESSAGES.pageNameReserved);
  });

  it('allows http and https links only', () => {
    for (const ok of ['', 'https://example.com', 'http://example.com/a?b=c#d', 'https://sub.example.com:8080/x']) {
      expect(isAllowedLink(ok)).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.com',
      '//example.com',
      'https://',
      'https://a b.com',
      'https://user@x.com',
      'data:,x',
    ]) {
      expect(isAllowedLink(bad)).toBe(false);
    }
  });

  it('allows https images and the site’s own pictures, and only the image store’s own other addresses', () => {
    const inline = `data:image/png;base64,${encodeBase64(PNG)}`;
    for (const ok of ['', 'https://img.example/a.png', '/seed/projeto-1.svg']) expect(isAllowedImageUrl(ok)).toBe(true);
    // A data: URL from a client is not an upload: only the demo's inline store hands those out.
    expect(isAllowedImageUrl(inline)).toBe(false);
    expect(isAllowedImageUrl(inline, { kind: 'inline' })).toBe(true);
    const lying = `data:image/jpeg;base64,${encodeBase64(PNG)}`;
    for (const bad of ['http://img.example/a.png', 'javascript:x', '/menu/x.png', lying, 'data:image/png;base64,***']) {
      expect(isAllowedImageUrl(bad, { kind: 'inline' })).toBe(false);
    }
    // The Storage emulator's http addresses, only where that is the store.
    const emulated = 'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/skins%2Fa.webp?alt=media';
    expect(isAllowedImageUrl(emulated)).toBe(false);
    expect(isAllowedImageUrl(emulated, { kind: 'origin', origin: 'http://127.0.0.1:9199' })).toBe(true);
    expect(isAllowedImageUrl('http://127.0.0.1:91990/x', { kind: 'origin', origin: 'http://127.0.0.1:9199' })).toBe(false);
    expect(isAllowedImageUrl(`https://img.example/${'a'.repeat(3000)}.png`)).toBe(false);
    expect(isAllowedSkinIcon('default-user.jpg')).toBe(true);
    expect(isAllowedSkinIcon('')).toBe(false);
  });

  it('keeps a form’s subjects trimmed and in capitals, 1 to 8 of them, none empty, too long or repeated', () => {
    expect(checkFormSubjects([' orçamento ', 'ação'])).toEqual({ ok: true, subjects: ['ORÇAMENTO', 'AÇÃO'] });
    expect(checkFormSubjects([])).toEqual({ ok: false, problem: MESSAGES.formSubjectsCount });
    expect(checkFormSubjects(Array.from({ length: FORM_SUBJECTS_MAX + 1 }, (_, i) => `s${i}`))).toEqual({
      ok: false,
      problem: MESSAGES.formSubjectsCount,
    });
    expect(checkFormSubjects(['a', ' '])).toEqual({ ok: false, problem: MESSAGES.formSubjectEmpty });
    expect(checkFormSubjects(['x'.repeat(FORM_SUBJECT_MAX_LENGTH)]).ok).toBe(true);
    expect(checkFormSubjects(['x'.repeat(FORM_SUBJECT_MAX_LENGTH + 1)])).toEqual({
      ok: false,
      problem: MESSAGES.formSubjectTooLong,
    });
    expect(checkFormSubjects(['Outro', 'OUTRO '])).toEqual({ ok: false, problem: MESSAGES.formSubjectRepeated });
    // The messages name the limits the rule applies.
    expect(MESSAGES.formSubjectsCount).toContain(`1 a ${FORM_SUBJECTS_MAX}`);
    expect(MESSAGES.formSubjectTooLong).toContain(`${FORM_SUBJECT_MAX_LENGTH} caracteres`);
  });

  it('Control characters in subjects: refuses a subject holding CR, LF, NUL, another control or a bidi override', () => {
    const bad = [
      'ORÇA\rMENTO',
      'ORÇA\nMENTO',
      'A\r\nBcc: x@y.z',
      'NUL\u0000',
      'TAB\tX',
      'DEL\u007F',
      'C1\u0085',
      'CAFÉ\u202E',
      '\u2066X\u2069',
    ];
    for (const subject of bad) {
      expect(checkFormSubjects(['OUTRO', subject])).toEqual({ ok: false, problem: MESSAGES.formSubjectInvalidChars });
    }
    expect(checkFormSubjects(['Orçamento', 'DÚVIDA – PREÇO'])).toEqual({ ok: true, subjects: ['ORÇAMENTO', 'DÚVIDA – PREÇO'] });
  });
});
