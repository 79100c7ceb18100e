/**
 * A country's flag, simplified to its colours (no emblems), drawn rather than an emoji: flag emoji
 * do not show on Windows nor on systems without a colour emoji font.
 */
export function CountryFlag({ country, size = 20 }: { country: string; size?: number }) {
  const height = Math.round((size * 2) / 3);
  return (
    <svg
      width={size}
      height={height}
      viewBox="0 0 30 20"
      aria-hidden="true"
      style={{ flex: 'none', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.15)' }}
    >
      <FlagShapes country={country} />
    </svg>
  );
}

function FlagShapes({ country }: { country: string }) {
  switch (country) {
    case 'cl':
      return (
        <>
          <rect width="30" height="10" fill="#fff" />
          <rect y="10" width="30" height="10" fill="#d52b1e" />
          <rect width="10" height="10" fill="#0039a6" />
          <polygon
            points="5,2.2 5.76,4.3 8,4.3 6.2,5.6 6.9,7.8 5,6.5 3.1,7.8 3.8,5.6 2,4.3 4.24,4.3"
            fill="#fff"
          />
        </>
      );
    case 'cr':
      return (
        <>
          <rect width="30" height="20" fill="#002b7f" />
          <rect y="3.33" width="30" height="13.34" fill="#fff" />
          <rect y="6.67" width="30" height="6.66" fill="#ce1126" />
        </>
      );
    case 'gt':
      return (
        <>
          <rect width="30" height="20" fill="#4997d0" />
          <rect x="10" width="10" height="20" fill="#fff" />
          <circle cx="15" cy="10" r="2.4" fill="#6c9a3b" />
        </>
      );
    case 'mx':
      return (
        <>
          <rect width="10" height="20" fill="#006847" />
          <rect x="10" width="10" height="20" fill="#fff" />
          <rect x="20" width="10" height="20" fill="#ce1126" />
          <circle cx="15" cy="10" r="2.4" fill="#8b5a2b" />
        </>
      );
    default:
      return <rect width="30" height="20" fill="#ced4da" />;
  }
}
