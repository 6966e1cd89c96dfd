export function LoginPage() {
  return (
    <section aria-labelledby="page-title">
      <title>Sign in · Polyglot admin</title>
      <h1 id="page-title">Sign in</h1>
      <p className="notice">Not available yet: sign-in is still being built.</p>
    </section>
  );
}
