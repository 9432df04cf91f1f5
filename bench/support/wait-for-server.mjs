/** Resolves once the server started by a bench answers /health; fails if it stops or takes over 240 s. */
export async function waitForServer(server, baseURL) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    try {
      if ((await fetch(`${baseURL}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /health within 240 s');
}
