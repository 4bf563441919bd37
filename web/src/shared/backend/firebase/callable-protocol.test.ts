import { DomainError, MESSAGES, REFUSAL_DETAILS } from '@lab/domain/kernel';
import { callableUrl, postCallable } from './callable-protocol';

const target = { projectId: 'demo-lab-portfolio', region: 'southamerica-east1', emulator: null };

function answering(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('the callable protocol for calls made without the Auth SDK', () => {
  it('addresses the function in its region, or the Functions emulator', () => {
    expect(callableUrl('logAccess', target)).toBe('https://southamerica-east1-demo-lab-portfolio.cloudfunctions.net/logAccess');
    expect(callableUrl('logAccess', { ...target, emulator: '127.0.0.1:5001' })).toBe(
      'http://127.0.0.1:5001/demo-lab-portfolio/southamerica-east1/logAccess',
    );
  });

  it('posts the payload under "data" as JSON and returns the result', async () => {
    const { calls, fetchImpl } = answering(200, { result: { recorded: true } });
    await expect(postCallable('https://x/logAccess', { navegacaoHash: 'h' }, fetchImpl)).resolves.toEqual({ recorded: true });
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ data: { navegacaoHash: 'h' } });
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns a refusal into the domain error with the server Portuguese message', async () => {
    const { fetchImpl } = answering(400, {
      error: { status: 'INVALID_ARGUMENT', message: MESSAGES.emailRequired, details: REFUSAL_DETAILS },
    });
    const refusal = postCallable('https://x/sendContactMessage', {}, fetchImpl);
    await expect(refusal).rejects.toBeInstanceOf(DomainError);
    await expect(refusal).rejects.toMatchObject({ code: 'invalid-argument', message: MESSAGES.emailRequired });
  });

  it('speaks Portuguese for internal errors, unknown statuses and bodies that are not the protocol', async () => {
    const refusal = (status: number, body: unknown) => postCallable('https://x/logAccess', {}, answering(status, body).fetchImpl);
    await expect(refusal(500, { error: { status: 'INTERNAL', message: 'INTERNAL' } })).rejects.toMatchObject({
      code: 'internal',
      message: MESSAGES.internal,
    });
    await expect(refusal(503, { error: { status: 'UNAVAILABLE', message: 'x' } })).rejects.toMatchObject({ code: 'internal' });
    await expect(refusal(502, '<html>')).rejects.toMatchObject({ code: 'internal', message: MESSAGES.internal });
    await expect(refusal(200, { notResult: true })).rejects.toMatchObject({ code: 'internal', message: MESSAGES.internal });
    await expect(refusal(429, { error: { status: 'RESOURCE_EXHAUSTED', message: 'RESOURCE_EXHAUSTED' } })).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: MESSAGES.internal,
    });
  });

  it('reports a network failure as an internal error, never a raw TypeError', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(postCallable('https://x/logAccess', {}, failing)).rejects.toMatchObject({
      code: 'internal',
      message: MESSAGES.internal,
    });
  });
});
