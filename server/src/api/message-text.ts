import { badRequest } from '../http/errors.js';

/**
 * A member's subject, message or reply as the configuration allows it: not blank, and no longer
 * than its limit (the contract's maxLength is the sandbox's ceiling; an operator may set less).
 */
export function checkedMessageText(field: 'subject' | 'body', text: string, maxLength: number, required = true): string {
  if (required && text.trim() === '') {
    throw badRequest(`The ${field} is required.`, [{ key: `messages.${field}.required`, message: 'Required.', context: { pointer: `/${field}` } }], `messages.${field}.required`);
  }
  if (text.length > maxLength) {
    throw badRequest(
      `The ${field} may be at most ${maxLength} characters long.`,
      [{ key: `messages.${field}.too-long`, message: `At most ${maxLength} characters.`, context: { pointer: `/${field}`, maxLength } }],
      `messages.${field}.too-long`,
    );
  }
  return text;
}

/** 400 when a message names more attachments than the configuration allows, or ones that are not the member's unsent uploads. */
export function checkAttachments(count: number, maxPerMessage: number, unusable: readonly string[] = []): void {
  if (count > maxPerMessage) {
    throw badRequest(
      `A message may carry at most ${maxPerMessage} attachments.`,
      [{ key: 'messages.attachments.too-many', message: `At most ${maxPerMessage}.`, context: { pointer: '/attachmentIds', maxPerMessage } }],
      'messages.attachments.too-many',
    );
  }
  if (unusable.length > 0) {
    throw badRequest(
      'Some attachments cannot be attached: they are not yours or were already sent.',
      unusable.map((id) => ({ key: 'messages.attachment.unusable', message: 'Not an attachment you can send.', context: { pointer: '/attachmentIds', id } })),
      'messages.attachment.unusable',
    );
  }
}

export function unknownTopic(topicId: string) {
  return badRequest(
    'The credit union does not offer this topic.',
    [{ key: 'messages.topic.unknown', message: 'Unknown topic.', context: { pointer: '/topicId', topicId } }],
    'messages.topic.unknown',
  );
}
