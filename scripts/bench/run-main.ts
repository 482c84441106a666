// Every bench script ends the same way: run, clean its scratch folder, exit with the outcome; on
// Ctrl-C too (exit 130, as a shell reports SIGINT).
export const runMain = (main: () => Promise<void>, cleanup: () => void) => {
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  return main()
    .then(() => {
      cleanup();
      process.exit(0);
    })
    .catch((err: unknown) => {
      console.error(err);
      cleanup();
      process.exit(1);
    });
};
