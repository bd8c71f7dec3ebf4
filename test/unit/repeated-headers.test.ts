import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { agreedValue, decideRepeatedHeaders, SINGLE_VALUED_HEADERS, singleHeaderValue } from '#http/middleware/repeated-headers';
import { ValidationError } from '#shared/errors';

/** What API Gateway makes of a header sent once per value. */
const joined = (...copies: string[]) => copies.join(',');
const DATE = 'Tue, 24 Nov 2026 07:00:00 GMT';
const ONE_VALUE = SINGLE_VALUED_HEADERS.filter((name) => name !== 'if-modified-since');
const commaFree = fc.string({ minLength: 1, maxLength: 40 }).filter((value) => !value.includes(','));

describe('repeated headers', () => {
  it('counts copies that agree as one value, for every single-valued header', () => {
    fc.assert(fc.property(fc.constantFrom(...ONE_VALUE), commaFree, fc.integer({ min: 2, max: 5 }),
      (name, value, copies) => decideRepeatedHeaders({ [name]: joined(...Array<string>(copies).fill(value)) }, [])[name] === value));
    assert.equal(decideRepeatedHeaders({ 'if-modified-since': joined(DATE, DATE) }, [])['if-modified-since'], DATE);
  });

  it('refuses differing copies of a header the request reads with a 400 naming it; one it does not read passes as sent', () => {
    fc.assert(fc.property(fc.constantFrom(...ONE_VALUE), commaFree, commaFree,
      (name, first, second) => {
        fc.pre(first !== second);
        const refusal = (error: unknown) => error instanceof ValidationError && error.message.startsWith(`${name}: sent more than once`);
        assert.throws(() => decideRepeatedHeaders({ [name]: joined(first, second) }, [name]), refusal);
        assert.throws(() => singleHeaderValue({ [name]: joined(first, second) }, name), refusal);
        assert.equal(decideRepeatedHeaders({ [name]: joined(first, second) }, [])[name], joined(first, second));
      }));
    const differingDates = joined(DATE, 'Wed, 25 Nov 2026 07:00:00 GMT');
    assert.equal(decideRepeatedHeaders({ 'if-modified-since': differingDates }, [])['if-modified-since'], differingDates, 'an unreadable date, ignored');
  });

  it('keeps one value as sent, a date\'s comma included, and leaves list headers and the rest alone', () => {
    const headers = {
      'if-modified-since': DATE, 'content-type': 'application/json; charset=utf-8',
      'if-none-match': '"a", "b"', 'accept-encoding': 'gzip,br', 'x-requested-with': 'a,b', 'user-agent': 'App/1 (x, y)',
    };
    assert.deepEqual(decideRepeatedHeaders(headers, SINGLE_VALUED_HEADERS), headers);
  });

  it('finds the one value of a repeat only when every copy is the same', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: 2, max: 4 }), (value, copies) => {
      const repeat = joined(...Array<string>(copies).fill(value));
      const found = agreedValue(repeat);
      // Found as its shortest copy: a value holding commas may itself be a repeat ("a,a" twice is "a" four times).
      return found !== undefined && joined(...Array<string>((repeat.length + 1) / (found.length + 1)).fill(found)) === repeat;
    }));
    assert.equal(agreedValue('a,b'), undefined);
    assert.equal(agreedValue('abc'), undefined);
  });
});
