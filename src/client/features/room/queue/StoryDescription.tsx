import { lazy, Suspense, useState } from "react";
import { QUEUE_DESCRIPTION_EXCERPT_LENGTH } from "../../../../shared/storyQueue";
import { api } from "../../../lib/api";
import { useQuery } from "../../../sync/react";
import { useT } from "../../../i18n/I18nProvider";

/** A tracker's HTML description, sanitised; loaded only when one is opened. */
const TicketDescription = lazy(() => import("./TicketDescription"));

interface Props {
  roomId: string;
  story: { _id: string; title: string; descriptionExcerpt: string | null; descriptionLength: number; hasTicketDescription?: boolean };
}

/**
 * A queued story's description: the list carries only an excerpt (issue 30), so a longer one is
 * read on demand, one story at a time, when "Show full description" is pressed. A tracker story's
 * description opens rendered (its Markdown or HTML, sanitised).
 */
export function StoryDescription({ roomId, story }: Props) {
  const t = useT("queue");
  const [open, setOpen] = useState(false);
  if (!story.descriptionExcerpt) return null;
  const truncated = story.descriptionLength > QUEUE_DESCRIPTION_EXCERPT_LENGTH || story.hasTicketDescription === true;
  return (
    <div className="flex flex-col items-start gap-1">
      {open && truncated ? (
        <FullDescription roomId={roomId} storyId={story._id} excerpt={story.descriptionExcerpt} />
      ) : (
        <p className="line-clamp-2 text-xs whitespace-pre-line text-muted-foreground" data-testid="queue-item-description">
          {story.descriptionExcerpt}
          {story.descriptionLength > QUEUE_DESCRIPTION_EXCERPT_LENGTH && "…"}
        </p>
      )}
      {truncated && (
        <button
          type="button"
          className="text-xs text-link underline-offset-2 hover:underline"
          aria-expanded={open}
          aria-label={open ? t("description.lessOf", { title: story.title }) : t("description.fullOf", { title: story.title })}
          onClick={() => setOpen(!open)}
        >
          {open ? t("description.less") : t("description.full")}
        </button>
      )}
    </div>
  );
}

function FullDescription({ roomId, storyId, excerpt }: { roomId: string; storyId: string; excerpt: string }) {
  const details = useQuery(api.queue.getStoryDetails, { roomId, storyId });
  return (
    details?.ticketDescriptionHtml ? (
      <Suspense fallback={<p className="text-xs text-muted-foreground">{excerpt}</p>}>
        <TicketDescription html={details.ticketDescriptionHtml} />
      </Suspense>
    ) : (
      <p className="text-xs whitespace-pre-line break-words text-muted-foreground" data-testid="queue-item-description" aria-busy={details === undefined}>
        {details?.description ?? `${excerpt}…`}
      </p>
    )
  );
}
