import { useParams, useSearchParams } from 'react-router';
import { useParticipant } from '../participants/participantQueries';
import { CalendarFeedSection } from './CalendarFeedSection';
import { ParticipantCalendar } from './ParticipantCalendar';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /participants/{id}/routines: the participant's calendar (`?date=YYYY-MM-DD` opens on that day). The frame
 * (ParticipantLayout) loads the participant and tells what failed; the calendar's calls take the user id.
 */
export default function ParticipantCalendarPage() {
  const userId = Number(useParams().id);
  const [search] = useSearchParams();
  const { data: participant } = useParticipant(userId);
  if (!participant) return null;
  const date = search.get('date');
  return (
    <>
      <ParticipantCalendar key={userId} userId={userId} initialDate={date && DAY.test(date) ? date : undefined} />
      <CalendarFeedSection userId={userId} own={false} />
    </>
  );
}
