import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { telegramChats, telegramInvites, users } from "../../db/schema";

export type TelegramChatRow = { chatId: number; username: string | null; linkedAt: Date };

/** Drizzle access for Telegram links: one-time invites (by token hash) and the chat linked to a user. */
export function telegramRepository(db: Db) {
  return {
    /** Stores a new invite; the user's older ones are deleted (pending ones stop working), in one transaction. */
    async replaceInvite(invite: {
      id: string;
      userId: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(telegramInvites).where(eq(telegramInvites.userId, invite.userId));
        await tx.insert(telegramInvites).values(invite);
      });
    },

    /** The user's newest unused, unexpired invite. */
    async pendingInvite(userId: string, now: Date) {
      const [row] = await db
        .select({
          id: telegramInvites.id,
          tokenHash: telegramInvites.tokenHash,
          expiresAt: telegramInvites.expiresAt,
        })
        .from(telegramInvites)
        .where(
          and(
            eq(telegramInvites.userId, userId),
            isNull(telegramInvites.usedAt),
            gt(telegramInvites.expiresAt, now),
          ),
        )
        .orderBy(desc(telegramInvites.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Uses the invite of this token hash (unused and unexpired at `now`) and links the chat to its user, in one
     * transaction: the user's id and language, or null when no such invite exists (nothing changes).
     */
    async consumeInvite(tokenHash: string, now: Date, chat: { chatId: number; username: string | null }) {
      return db.transaction(async (tx) => {
        const [invite] = await tx
          .update(telegramInvites)
          .set({ usedAt: now })
          .where(
            and(
              eq(telegramInvites.tokenHash, tokenHash),
              isNull(telegramInvites.usedAt),
              gt(telegramInvites.expiresAt, now),
            ),
          )
          .returning({ userId: telegramInvites.userId });
        if (!invite) return null;
        const row = { chatId: chat.chatId, username: chat.username, linkedAt: now };
        await tx
          .insert(telegramChats)
          .values({ userId: invite.userId, ...row })
          .onConflictDoUpdate({ target: telegramChats.userId, set: row });
        const [user] = await tx
          .select({ language: users.language })
          .from(users)
          .where(eq(users.id, invite.userId));
        return { userId: invite.userId, language: user?.language ?? "en" };
      });
    },

    async chatOf(userId: string): Promise<TelegramChatRow | null> {
      const [row] = await db
        .select({
          chatId: telegramChats.chatId,
          username: telegramChats.username,
          linkedAt: telegramChats.linkedAt,
        })
        .from(telegramChats)
        .where(eq(telegramChats.userId, userId));
      return row ?? null;
    },

    async unlinkUser(userId: string): Promise<void> {
      await db.delete(telegramChats).where(eq(telegramChats.userId, userId));
    },

    /** Unlinks a chat from every user it is linked to (the bot's `/stop`, or Telegram's 403): how many. */
    async unlinkChat(chatId: number): Promise<number> {
      const rows = await db
        .delete(telegramChats)
        .where(eq(telegramChats.chatId, chatId))
        .returning({ userId: telegramChats.userId });
      return rows.length;
    },
  };
}
