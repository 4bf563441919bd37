import { getApps } from 'firebase-admin/app';
import { CALLABLE_NAMES, FUNCTIONS_REGION } from '@lab/domain';
import * as functions from './index';

describe('the deployed module', () => {
  it('exports exactly the callables of the contract, in the functions region', () => {
    expect(Object.keys(functions).sort()).toEqual([...CALLABLE_NAMES].sort());
    for (const name of CALLABLE_NAMES) expect(functions[name].__endpoint.region).toEqual([FUNCTIONS_REGION]);
  });

  it('does not initialise firebase-admin when it is loaded', () => {
    expect(getApps()).toHaveLength(0);
  });
});
