/**
 * The link of an event's place: the stored maps URL when it is an https link, otherwise a Google Maps
 * search for the place (the location links to a maps search).
 */
export function mapsSearchUrl(place: string, stored?: string | null): string {
  if (stored && /^https:\/\//i.test(stored)) return stored;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
