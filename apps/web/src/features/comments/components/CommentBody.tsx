import type { ReviewComment } from '@sym/contracts';
import { Fragment, useMemo } from 'react';
import { mentionNames, splitMentions, type MentionMember } from '../utils/mentions';

interface CommentBodyProps {
  comment: ReviewComment;
  members: readonly MentionMember[];
}

/** A comment's text as plain text (React escapes it: never HTML), its @mentions of members highlighted. */
export function CommentBody({ comment, members }: CommentBodyProps) {
  const segments = useMemo(
    () => splitMentions(comment.body, mentionNames(comment.mentions, members)),
    [comment.body, comment.mentions, members],
  );
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-fg">
      {segments.map((segment, index) =>
        segment.kind === 'mention' ? (
          <mark
            key={index}
            data-mention={segment.userId}
            className="rounded bg-accent-soft px-0.5 font-medium text-accent"
          >
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}
