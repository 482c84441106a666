// Every bench script ends the same way: run, clean its scratch folder, exit with the outcome.
export const runMain = (main: () => Promise<void>, cleanup: () => void) =>
  main()
    .then(() => {
      cleanup();
      process.exit(0);
    })
    .catch((err: unknown) => {
      console.error(err);
      cleanup();
      process.exit(1);
    });
