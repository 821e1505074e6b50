import * as z from 'zod/mini';

/** Shapes of the template-demo answers; a mismatch becomes a 'malformed' error, not a crash later. */

/** Fields of one type: most of the demo records are flat rows of strings, numbers and flags. */
function fields<T extends z.ZodMiniType, K extends string>(type: T, ...names: K[]): Record<K, T> {
  return Object.fromEntries(names.map((name) => [name, type])) as Record<K, T>;
}

const emailBase = {
  ...fields(z.number(), 'id', 'year'),
  ...fields(z.string(), 'sender', 'sender_name', 'img', 'subject', 'message', 'time', 'day'),
  ...fields(z.array(z.string()), 'to', 'cc', 'bcc', 'attachments', 'labels'),
  ...fields(z.boolean(), 'isStarred', 'unread'),
  mailFolder: z.enum(['inbox', 'sent', 'draft', 'trash', 'spam', '']),
};
type EmailDto = z.infer<z.ZodMiniObject<typeof emailBase>> & { replies: EmailDto[] };
export const emailSchema: z.ZodMiniType<EmailDto> = z.object({
  ...emailBase,
  replies: z.lazy(() => z.array(emailSchema)),
});

export const chatContactSchema = z.object({
  ...fields(z.number(), 'uid'),
  ...fields(z.string(), 'displayName', 'about', 'photoURL'),
  status: z.enum(['online', 'offline', 'away', 'do not disturb']),
});
const chatMessageSchema = z.object({
  ...fields(z.string(), 'textContent', 'time'),
  ...fields(z.boolean(), 'isSent', 'isSeen'),
});
export const chatDataSchema = z.object({
  chats: z.record(z.string(), z.object({ isPinned: z.boolean(), msg: z.array(chatMessageSchema) })),
  contacts: z.array(chatContactSchema),
});

export const taskSchema = z.object({
  ...fields(z.number(), 'id'),
  ...fields(z.string(), 'title', 'desc'),
  ...fields(z.boolean(), 'isImportant', 'isStarred', 'isCompleted', 'isTrashed'),
  tags: z.array(z.string()),
});

export const calendarEventSchema = z.object({
  ...fields(z.number(), 'id'),
  ...fields(z.string(), 'title', 'start', 'end'),
  ...fields(z.boolean(), 'allDay', 'selectable'),
  label: z.enum(['business', 'work', 'personal', 'others']),
});

export const dataListItemSchema = z.object({
  ...fields(z.number(), 'id'),
  ...fields(z.string(), 'name', 'category', 'price', 'img'),
  order_status: z.enum(['on hold', 'delivered', 'canceled', 'pending']),
  popularity: z.object({ popValue: z.number(), color: z.enum(['success', 'primary', 'warning', 'danger']) }),
});

export const listedUserSchema = z.object({
  ...fields(z.number(), 'id'),
  ...fields(z.string(), 'username', 'avatar', 'email', 'name', 'country', 'department'),
  ...fields(z.boolean(), 'is_verified'),
  role: z.enum(['user', 'staff', 'editor', 'admin']),
  status: z.enum(['active', 'blocked', 'deactivated']),
});

export const contactSampleSchema = z.object({
  ...fields(
    z.string(),
    'firstname',
    'lastname',
    'company',
    'address',
    'city',
    'country',
    'state',
    'zip',
    'phone',
    'fax',
    'email',
    'web',
  ),
  ...fields(z.number(), 'followers'),
});

export const autocompleteSchema = z.object({ title: z.string(), rank: z.number(), id: z.number() });

export const shopProductSchema = z.object({
  ...fields(z.number(), 'id', 'rating'),
  ...fields(z.number().check(z.int()), 'priceCents', 'stock'),
  ...fields(z.string(), 'name', 'slug', 'brand', 'category', 'description', 'img'),
  ...fields(z.boolean(), 'freeShipping'),
});
