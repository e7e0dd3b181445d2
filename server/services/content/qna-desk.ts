import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { QnaEntryWire } from '../../../src/contract/content';
import type { InquiryImageMime, InquiryType } from '../../../src/domain/validation/inquiry';
import { inquirySubmissionTitle } from '../../../src/domain/validation/inquiry';
import type { Database } from '../../db/database';
import { guestPhones, qnaAttachments, qnaInquiries } from '../../db/schema';
import { branchExists } from '../stores/branch-exists';

/** An attachment checked by the route: position 1..3 (contentImage1..3), type judged from its bytes. */
export interface InquiryAttachment {
  readonly position: number;
  readonly fileName: string;
  readonly mime: InquiryImageMime;
  readonly data: Uint8Array;
}

/** A validated inquiry (spec §3 Inquiry submission), the "[type] title" already split. */
export interface InquirySubmission {
  readonly branchId: number | undefined;
  readonly name: string;
  readonly phoneNumber: string;
  readonly type: InquiryType;
  readonly title: string;
  readonly content: string;
  readonly attachments: readonly InquiryAttachment[];
}

/** Who reads: the session's owner, and whether it is a member (a guest reads by its confirmed phone too). */
export interface QnaReader {
  readonly ownerId: string;
  readonly isMember: boolean;
}

export type SubmitInquiryResult =
  | { readonly kind: 'created'; readonly id: number }
  | { readonly kind: 'unknown-branch' };

const entryColumns = {
  id: qnaInquiries.id,
  type: qnaInquiries.type,
  title: qnaInquiries.title,
  content: qnaInquiries.content,
  createdAt: qnaInquiries.createdAt,
  adminAnswer: qnaInquiries.adminAnswer,
  answeredAt: qnaInquiries.answeredAt,
};

interface EntryRow {
  readonly id: number;
  readonly type: string;
  readonly title: string;
  readonly content: string;
  readonly createdAt: Date;
  readonly adminAnswer: string | null;
  readonly answeredAt: Date | null;
}

/**
 * The customer's 1:1 inquiries (spec §3 Inquiry, §7 /content/qna and /api/post-delivery-content-qna). Every read is
 * scoped to the reader (see readable): anyone else's inquiry is "not found" (null), exactly like a missing one.
 */
export class QnaDesk {
  constructor(private readonly db: Database) {}

  /** Stores the inquiry and its images in one transaction; an unknown branchId stores nothing. */
  async submit(ownerId: string, submission: InquirySubmission, now: Date): Promise<SubmitInquiryResult> {
    return this.db.transaction(async (tx) => {
      if (submission.branchId !== undefined && !(await branchExists(tx, submission.branchId)))
        return { kind: 'unknown-branch' };
      const [created] = await tx
        .insert(qnaInquiries)
        .values({
          ownerId,
          type: submission.type,
          title: submission.title,
          content: submission.content,
          name: submission.name,
          phone: submission.phoneNumber,
          branchId: submission.branchId ?? null,
          createdAt: now,
        })
        .returning({ id: qnaInquiries.id });
      if (created === undefined) throw new Error('inquiry insert returned no row');
      if (submission.attachments.length > 0) {
        await tx.insert(qnaAttachments).values(
          submission.attachments.map((attachment) => ({
            inquiryId: created.id,
            position: attachment.position,
            fileName: attachment.fileName,
            mime: attachment.mime,
            size: attachment.data.byteLength,
            data: attachment.data,
          })),
        );
      }
      return { kind: 'created', id: created.id };
    });
  }

  /** The reader's inquiries, newest first. */
  async list(reader: QnaReader): Promise<QnaEntryWire[]> {
    const rows = await this.db
      .select(entryColumns)
      .from(qnaInquiries)
      .where(await this.readable(reader))
      .orderBy(desc(qnaInquiries.createdAt), desc(qnaInquiries.id));
    return rows.map(toEntry);
  }

  async get(reader: QnaReader, id: number): Promise<QnaEntryWire | null> {
    const [row] = await this.db
      .select(entryColumns)
      .from(qnaInquiries)
      .where(and(eq(qnaInquiries.id, id), await this.readable(reader)));
    return row === undefined ? null : toEntry(row);
  }

  /**
   * A member reads its own inquiries. A guest reads its own and, once it confirmed a phone, those of every guest
   * session that confirmed the same phone (as its order history: issue 6), so a guest finds its inquiries again on
   * its next visit by proving the phone, never by knowing an id.
   */
  private async readable(reader: QnaReader): Promise<SQL> {
    const own = eq(qnaInquiries.ownerId, reader.ownerId);
    if (reader.isMember) return own;
    const [phone] = await this.db
      .select({ phoneNumber: guestPhones.phoneNumber })
      .from(guestPhones)
      .where(eq(guestPhones.ownerId, reader.ownerId));
    if (phone === undefined) return own;
    const samePhone = this.db
      .select({ ownerId: guestPhones.ownerId })
      .from(guestPhones)
      .where(eq(guestPhones.phoneNumber, phone.phoneNumber));
    return or(own, inArray(qnaInquiries.ownerId, samePhone)) ?? own;
  }
}

/** The title reads as submitted, "[type] title" (spec §3); answeredAt only with an answer. */
function toEntry(row: EntryRow): QnaEntryWire {
  return {
    id: row.id,
    title: inquirySubmissionTitle(row.type as InquiryType, row.title),
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    adminAnswer: row.adminAnswer,
    answeredAt: row.adminAnswer === null || row.answeredAt === null ? null : row.answeredAt.toISOString(),
  };
}
