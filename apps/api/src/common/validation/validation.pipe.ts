import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { commonError, CommonErrorCode } from '../errors/common.errors.js';

/** Flattens class-validator's tree into `{ 'ticketTypes.0.name': 'message' }`, first message per field. */
export function fieldMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) fields[path] = messages[messages.length - 1];
    if (error.children?.length) Object.assign(fields, fieldMessages(error.children, path));
  }
  return fields;
}

/**
 * The global pipe: strips nothing silently (unknown fields are refused), converts query strings to their
 * declared types, and answers 400 naming each field with its message.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = fieldMessages(errors);
      const [first] = Object.values(fields);
      return commonError(CommonErrorCode.InvalidRequest, { ...(first ? { message: first } : {}), fields });
    },
  });
}
