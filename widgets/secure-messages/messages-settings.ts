import { isRecord } from '../../src/platform/index.js';

/** config/messages-center.json as the pages read it (schemas/messages-center.schema.json decides the details). */
export interface MessagesSettings {
  subjectMaxLength: number;
  messageMaxLength: number;
  replyMaxLength: number;
  pageSize: number;
  attachments: { maxSizeBytes: number; maxPerMessage: number; allowedTypes: readonly string[] };
}

/** The bundle's messages-center.json, when it has the fields the pages need. */
export function messagesSettingsOf(config: Readonly<Record<string, unknown>>): MessagesSettings | undefined {
  const file = config['messages-center'];
  if (!isRecord(file) || !isRecord(file.attachments)) return undefined;
  const { subjectMaxLength, messageMaxLength, replyMaxLength, pageSize } = file;
  const { maxSizeBytes, maxPerMessage, allowedTypes } = file.attachments;
  const numbers = [subjectMaxLength, messageMaxLength, replyMaxLength, pageSize, maxSizeBytes, maxPerMessage];
  if (!numbers.every((value) => typeof value === 'number') || !Array.isArray(allowedTypes)) return undefined;
  return {
    subjectMaxLength: subjectMaxLength as number,
    messageMaxLength: messageMaxLength as number,
    replyMaxLength: replyMaxLength as number,
    pageSize: pageSize as number,
    attachments: {
      maxSizeBytes: maxSizeBytes as number,
      maxPerMessage: maxPerMessage as number,
      allowedTypes: allowedTypes.filter((type): type is string => typeof type === 'string'),
    },
  };
}

/** How a media type is named to the member (the message key of its label). */
export const fileTypeLabelKeys: Readonly<Record<string, string>> = {
  'application/pdf': 'secureMessages.fileType.pdf',
  'image/png': 'secureMessages.fileType.png',
  'image/jpeg': 'secureMessages.fileType.jpeg',
  'image/gif': 'secureMessages.fileType.gif',
};

/** A size in bytes as the member reads it ("5 MB", "200 KB"), in the app's locale. */
export function formatFileSize(bytes: number, locale: string): string {
  const [unit, size] = bytes >= 1024 * 1024 ? (['megabyte', bytes / (1024 * 1024)] as const) : (['kilobyte', Math.max(1, bytes / 1024)] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(size);
}
