// The captcha seam of the component tests (jsdom cannot solve a real one):
// a button that reports a solved payload, as the real widget would.

export const SOLVED_CAPTCHA = 'test-captcha-payload';

export function Captcha({ onChange }: { onChange: (payload: string | null) => void }) {
  return (
    <button type="button" onClick={() => onChange(SOLVED_CAPTCHA)}>
      Solve captcha
    </button>
  );
}
