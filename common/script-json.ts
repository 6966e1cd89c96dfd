/**
 * JSON that is safe inside an inline <script> (code or a data block): `<`, `>`, `&` and the JS
 * line separators are escaped, so no value (a translation holding `</script>`, say) can close
 * the script element or start markup.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
