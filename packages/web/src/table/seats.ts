// One colour per seat, everywhere on the table, the log and the roll panel (not the species'
// colours: two blue armies at one table are confusing). The colours are in styles.css.

/** The class giving an element its seat's colour (`--seat`). */
export const seatClass = (seat: number | null | undefined): string =>
  seat === null || seat === undefined ? "" : `seat-${seat % 4}`;
