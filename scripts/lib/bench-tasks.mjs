// A task over every key of the bench's store (docs/decisions/0078): its progress is read from the
// keys' translations on every GET, so that read is what grows with the task. Answers the task's id.
export async function createBenchTask(base, cookie, headers) {
  const auth = { ...headers, Cookie: cookie };
  const who = await fetch(`${base}/api/admin/tasks/assignable?locale=de`, { headers: auth });
  if (!who.ok) throw new Error(`assignable accounts: HTTP ${who.status}`);
  const [first] = (await who.json()).accounts;
  const res = await fetch(`${base}/api/admin/tasks`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ kind: "review", locale: "de", filter: {}, assignees: [first.id] }),
  });
  if (res.status !== 201) throw new Error(`task not created: HTTP ${res.status} ${await res.text()}`);
  const task = await res.json();
  return { id: task.id, total: task.total, done: task.done };
}
