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

  it('names the offending key of a propertyNames rule and drops the summary that follows it', () => {
    expect(
      validationMessage(
        [
          {
            keyword: 'pattern',
            instancePath: '/utmDetails',
            schemaPath: '#/properties/utmDetails/propertyNames/pattern',
            params: { pattern: '^utm_' },
            message: 'must match pattern "^utm_"',
            propertyName: 'gclid',
          } as Parameters<typeof validationMessage>[0][number],
          {
            keyword: 'propertyNames',
            instancePath: '/utmDetails',
            schemaPath: '#/properties/utmDetails/propertyNames',
            params: { propertyName: 'gclid' },
            message: 'property name must be valid',
          },
        ],
        'body',
      ),
    ).toBe('body.utmDetails property "gclid" must match pattern "^utm_"');
  });
});
