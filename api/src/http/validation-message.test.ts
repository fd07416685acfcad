import { validationMessage } from './validation-message';

describe('validationMessage', () => {
  it('names a missing body field', () => {
    expect(
      validationMessage(
        [{ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'remote' } }],
        'body',
      ),
    ).toBe('body.remote is required');
  });

  it('lists the allowed values of an enum', () => {
    expect(
      validationMessage(
        [{ keyword: 'enum', instancePath: '/country', schemaPath: '', params: { allowedValues: ['in', 'bd'] } }],
        'querystring',
      ),
    ).toBe('querystring.country must be one of in, bd');
  });

  it('keeps the validator message for other keywords', () => {
    expect(
      validationMessage(
        [{ keyword: 'pattern', instancePath: '/version', schemaPath: '', params: {}, message: 'must match pattern "^1"' }],
        'body',
      ),
    ).toBe('body.version must match pattern "^1"');
  });
});
