import { contactFormSchema, quoteFormSchema } from '../public-forms';
import { changePasswordSchema, registerSchema, signUpFormSchema, signUpPayloadSchema } from '../auth';
import { blogSchema, singleBlogSchema, productSchema, faqSchema } from '../content';
import { authMessages, digitsOnly, validationMessages } from '@agency/shared/contract';
import { passwordStrengthMessages } from '@agency/shared/contract/messages';

const errorsOf = async (schema: { validate: (v: unknown, o?: object) => Promise<unknown> }, value: unknown, context?: object) => {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

const contact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '07123456789',
  subject: 'Seo Audit',
  message: 'Hello',
};

describe('contact, quote and FAQ question rules (product §5)', () => {
  it('accepts a complete contact message', async () => {
    expect(await errorsOf(contactFormSchema, contact)).toEqual([]);
  });

  it('needs at least 3 characters of first name', async () => {
    expect(await errorsOf(contactFormSchema, { ...contact, firstName: 'An' })).toContain(validationMessages.minChars('First name', 3));
  });

  it('rejects a phone with non-digits and one longer than 11 digits', async () => {
    expect(await errorsOf(contactFormSchema, { ...contact, phone: '0712-345' })).toContain(validationMessages.numericOnly);
    expect(await errorsOf(contactFormSchema, { ...contact, phone: '071234567890' })).toContain(validationMessages.phoneMax11);
  });

  it('ignores non-digits and extra characters as they are typed', () => {
    expect(digitsOnly('+44 (0) 7123-456-789-99', 11)).toBe('44071234567');
  });

  it('requires the subject on the contact form but not on the quote form', async () => {
    expect(await errorsOf(contactFormSchema, { ...contact, subject: '' })).toContain(validationMessages.required('Subject'));
    const { lastName: _unused, ...quote } = contact;
    expect(await errorsOf(quoteFormSchema, { ...quote, subject: '' })).toEqual([]);
  });
});

describe('sign-up and register rules', () => {
  const signUp = { username: 'ann', email: 'ann@example.com', phone: '0712345678', password: 'x', confirmPassword: 'x' };

  it('needs exactly 10 phone digits with the message of the brief', async () => {
    expect(await errorsOf(signUpFormSchema, { ...signUp, phone: '071234567' })).toContain(authMessages.phoneExactly10);
  });

  it('needs matching passwords', async () => {
    expect(await errorsOf(signUpFormSchema, { ...signUp, confirmPassword: 'y' })).toContain(authMessages.passwordsDoNotMatch);
  });

  it('every new password follows one rule, whose reason is the message: length, no padding, hard to guess, not the account’s words', async () => {
    const base = { username: 'ann', email: 'ann.lee@example.com', phone: '0123456789' };
    const errors = (password: string) => errorsOf(signUpPayloadSchema, { ...base, password });
    expect(await errors('p')).toEqual([passwordStrengthMessages.tooShort]);
    expect(await errors(' password123 ')).toEqual([passwordStrengthMessages.spacesAtEnds]);
    expect(await errors('aaaaaaaaaa')).toEqual([expect.stringContaining(passwordStrengthMessages.warnings.simpleRepeat)]);
    expect(await errors('0123456789')).toEqual([expect.stringContaining(passwordStrengthMessages.warnings.sequences)]);
    for (const walk of ['qwertyuiop', '1qaz2wsx3edc']) expect(await errors(walk)).toHaveLength(1);
    expect(await errors('ann.lee@example.com')).toEqual([expect.stringContaining(passwordStrengthMessages.warnings.userInputs)]);
    for (const passphrase of ['plum kettle orbit', 'granite lantern meadow', 'correct horse battery staple'])
      expect(await errors(passphrase)).toEqual([]);
    // The password change has no e-mail field: the account's words come in the context.
    const change = { currentPassword: 'old one', newPassword: 'ann.lee@example.com', confirmPassword: 'ann.lee@example.com' };
    expect(
      await changePasswordSchema.validate(change, { context: { email: 'ann.lee@example.com' } }).catch((error: Error) => error.message),
    ).toContain(passwordStrengthMessages.warnings.userInputs);
  });

  it('register screen: phone of exactly 10 characters', async () => {
    const register = {
      firstname: 'A',
      lastname: 'B',
      email: 'a@b.co',
      gender: 'male',
      phone: '123',
      age: 30,
      password: 'plum kettle orbit',
      confirmpassword: 'plum kettle orbit',
    };
    expect(await errorsOf(registerSchema, register)).toContain(validationMessages.registerPhone10);
    expect(await errorsOf(registerSchema, { ...register, phone: '1234567890' })).toEqual([]);
  });
});

describe('content rules', () => {
  const png = { type: 'image/png', name: 'a.png' };

  it('create forms require an image, edit forms do not', async () => {
    expect(await errorsOf(blogSchema, { heading: 'Hi' }, { mode: 'create' })).toContain(validationMessages.imageRequired);
    expect(await errorsOf(blogSchema, { heading: 'Hi' }, { mode: 'edit' })).toEqual([]);
    expect(await errorsOf(blogSchema, { heading: 'Hi', image: png }, { mode: 'create' })).toEqual([]);
  });

  it('accepts images only', async () => {
    expect(await errorsOf(blogSchema, { heading: 'Hi', image: { type: 'application/pdf' } }, { mode: 'edit' })).toContain(
      validationMessages.imageOnly,
    );
  });

  it('single blog create needs at least one image', async () => {
    expect(await errorsOf(singleBlogSchema, { heading: 'Hi', images: [] }, { mode: 'create' })).toContain(
      validationMessages.imagesRequired,
    );
  });

  it('product prices and stock are numeric', async () => {
    const product = { name: 'N', brand: 'B', regularPrice: 'abc', stock: '3', image: png };
    expect(await errorsOf(productSchema, product, { mode: 'create' })).toContain(validationMessages.number('Regular price'));
  });

  it('FAQ category must be one of the three', async () => {
    expect(await errorsOf(faqSchema, { category: 'Other', heading: 'Q' })).toContain(validationMessages.oneOf('Category'));
  });
});
