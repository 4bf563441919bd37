/**
 * The forms someone tried to send before the app had taken them over (a prerendered page whose
 * form's code comes at the first touch): the tap fetches the code, and the form, once the app owns
 * it, sends as if tapped again, so the first tap is never lost. Keyed by the form's heading id.
 */
const early = new Set<string>();

/** Marks the form as tried; for the capture listener that runs before the form's code is in. */
export function noteEarlySubmit(formKey: string): void {
  early.add(formKey);
}

/** Whether the form was tried before the app owned it; answered once. */
export function takeEarlySubmit(formKey: string): boolean {
  return early.delete(formKey);
}
