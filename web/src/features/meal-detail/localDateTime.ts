// The date and time inputs speak the device's wall clock ("YYYY-MM-DD", "HH:mm"); meals keep an
// instant. The device's zone is the one meals are placed in days by (data/timeZone).

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as the device's local date and time, for the date and time inputs. */
export function toLocalDateTime(instant: string): { date: string; time: string } {
  const at = new Date(instant);
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The instant of a local date and time; null when either is missing or not a real date. */
export function fromLocalDateTime(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!day || !clock || Number(clock[1]) > 23 || Number(clock[2]) > 59) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const at = new Date(year, month - 1, dayOfMonth, Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0));
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== dayOfMonth) return null;
  return at.toISOString();
}
