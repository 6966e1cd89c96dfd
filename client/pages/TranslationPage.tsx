export function TranslationPage() {
  return (
    <section aria-labelledby="page-title">
      <title>Translations · Polyglot admin</title>
      <h1 id="page-title">Translations</h1>
      <p className="notice">Not available yet: the translation editor is still being built.</p>
    </section>
  );
}
