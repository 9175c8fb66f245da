/** Blog comments wait for staff to approve or reject them. */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const
export type CommentStatus = (typeof COMMENT_STATUSES)[number]
