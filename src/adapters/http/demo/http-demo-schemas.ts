import * as z from 'zod/mini';

/** Shapes of the template-demo answers; a mismatch becomes a 'malformed' error, not a crash later. */
const emailBase = {
  id: z.number(),
  sender: z.string(),
  sender_name: z.string(),
  to: z.array(z.string()),
  img: z.string(),
  subject: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  message: z.string(),
  attachments: z.array(z.string()),
  isStarred: z.boolean(),
  labels: z.array(z.string()),
  time: z.string(),
  day: z.string(),
  year: z.number(),
  mailFolder: z.enum(['inbox', 'sent', 'draft', 'trash', 'spam', '']),
  unread: z.boolean(),
};
type EmailDto = z.infer<z.ZodMiniObject<typeof emailBase>> & { replies: EmailDto[] };
export const emailSchema: z.ZodMiniType<EmailDto> = z.object({
  ...emailBase,
  replies: z.lazy(() => z.array(emailSchema)),
});

export const chatContactSchema = z.object({
  uid: z.number(),
  displayName: z.string(),
  about: z.string(),
  photoURL: z.string(),
  status: z.enum(['online', 'offline', 'away', 'do not disturb']),
});
const chatMessageSchema = z.object({
  textContent: z.string(),
  time: z.string(),
  isSent: z.boolean(),
  isSeen: z.boolean(),
});
export const chatDataSchema = z.object({
  chats: z.record(z.string(), z.object({ isPinned: z.boolean(), msg: z.array(chatMessageSchema) })),
  contacts: z.array(chatContactSchema),
});

export const taskSchema = z.object({
  id: z.number(),
  title: z.string(),
  desc: z.string(),
  isImportant: z.boolean(),
  isStarred: z.boolean(),
  tags: z.array(z.string()),
  isCompleted: z.boolean(),
  isTrashed: z.boolean(),
});

export const calendarEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  label: z.enum(['business', 'work', 'personal', 'others']),
  allDay: z.boolean(),
  selectable: z.boolean(),
});

export const dataListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  price: z.string(),
  order_status: z.enum(['on hold', 'delivered', 'canceled', 'pending']),
  popularity: z.object({ popValue: z.number(), color: z.enum(['success', 'primary', 'warning', 'danger']) }),
  img: z.string(),
});

export const listedUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
  email: z.string(),
  name: z.string(),
  country: z.string(),
  role: z.enum(['user', 'staff', 'editor', 'admin']),
  status: z.enum(['active', 'blocked', 'deactivated']),
  is_verified: z.boolean(),
  department: z.string(),
});

export const contactSampleSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  fax: z.string(),
  email: z.string(),
  web: z.string(),
  followers: z.number(),
});

export const autocompleteSchema = z.object({ title: z.string(), rank: z.number(), id: z.number() });

export const shopProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  category: z.string(),
  description: z.string(),
  priceCents: z.number().check(z.int()),
  rating: z.number(),
  img: z.string(),
  freeShipping: z.boolean(),
  stock: z.number().check(z.int()),
});
