/** Yandex's «Я» mark: a red circle with a white letter, drawn inline (decorative: the text names the button). */
export function YandexLogo({ size = 24 }: { size?: number }) {
  return (
    <svg className="mfa-yandex__logo" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#FC3F1D" />
      <path
        fill="#FFFFFF"
        d="M13.6 19h2.2V5h-3.2C9.4 5 7.7 6.7 7.7 9.1c0 2 .9 3.1 2.6 4.3L7.3 19h2.4l3.3-5.1h.6V19zm0-6.8h-.8c-1.7 0-2.6-.9-2.6-2.9s.9-2.7 2.6-2.7h.8v5.6z"
      />
    </svg>
  );
}
