export function DashboardPage() {
  return (
    <section aria-labelledby="page-title">
      <title>Dashboard · Polyglot admin</title>
      <h1 id="page-title">Dashboard</h1>
      <p className="notice">Not available yet: the dashboard's figures are still being built.</p>
    </section>
  );
}
