// Applies the saved theme before the first paint so dark mode does not flash white. A file of its own (loaded by
// index.html before the app) rather than an inline script: the Content-Security-Policy allows scripts from this
// origin only.
try {
  const theme = localStorage.getItem("tprm-theme") || "system";
  if (theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches)) {
    document.documentElement.classList.add("dark");
  }
} catch {}
