import { AppError } from '../errors/app-error';

/** Refuses a demo draft that its domain check found fault with; the codes reach the form as field errors. */
export function requireValid(errors: object): void {
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation', 'Please correct the marked fields', {
      fieldErrors: errors as Record<string, string>,
    });
  }
}

/** A write that sends its input only once `validate` finds nothing wrong with it. */
export function validated<I, R>(validate: (input: NoInfer<I>) => object, write: (input: I) => Promise<R>) {
  return async (input: I): Promise<R> => {
    requireValid(validate(input));
    return write(input);
  };
}
