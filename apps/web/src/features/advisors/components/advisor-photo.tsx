import '@mantine/core/styles/Avatar.css';
import { Avatar } from '@mantine/core';

/** Two initials of a name ("Mariana Albuquerque" → "MA"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The advisor's portrait, or their initials in a circle when there is none. */
export function AdvisorPhoto({
  name,
  url,
  alt,
  size,
}: {
  name: string;
  url: string | null;
  alt: string | null | undefined;
  size: number;
}) {
  return (
    <Avatar
      src={url}
      alt={url ? (alt ?? name) : undefined}
      size={size}
      radius="50%"
      color="orange"
      variant="light"
      aria-hidden={url ? undefined : true}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
