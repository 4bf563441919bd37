import { accessCountry, countryNameOf, summaryCountry } from './country-names';

describe('PAÍS in one language (Portuguese)', () => {
  it('names an access from its ISO code', () => {
    expect(accessCountry({ country_code: 'BR', country_name: 'Brazil' })).toBe('Brasil');
    expect(accessCountry({ country_code: 'de', country_name: 'Germany' })).toBe('Alemanha');
    expect(accessCountry({ country_code: 'US', country_name: '' })).toBe('Estados Unidos');
  });

  it('names an older access, which has only the English name the geo service gave, the same way', () => {
    expect(accessCountry({ country_name: 'Brazil' })).toBe('Brasil');
    expect(accessCountry({ country_name: 'United States' })).toBe('Estados Unidos');
    expect(accessCountry({ country_name: 'germany' })).toBe('Alemanha');
    expect(accessCountry({ country_name: 'Portugal' })).toBe('Portugal');
  });

  it('keeps a name that is already Portuguese, and one it cannot place, as stored', () => {
    expect(accessCountry({ country_name: 'Brasil' })).toBe('Brasil');
    expect(accessCountry({ country_name: 'Atlântida' })).toBe('Atlântida');
    expect(accessCountry({ country_name: '' })).toBe('');
    expect(accessCountry({ country_code: '', country_name: 'Japan' })).toBe('Japão');
  });

  it('does not take a malformed code for a country', () => {
    expect(countryNameOf('BRA')).toBeNull();
    expect(countryNameOf('??')).toBeNull();
    expect(accessCountry({ country_code: 'XX1', country_name: 'France' })).toBe('França');
  });

  it('names the summary\'s keys, with "??" as Desconhecido and the overflow as Outros', () => {
    expect(summaryCountry('BR')).toBe('Brasil');
    expect(summaryCountry('??')).toBe('Desconhecido');
    expect(summaryCountry('outros')).toBe('Outros');
  });
});
