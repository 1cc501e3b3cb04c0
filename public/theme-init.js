// Runs before first paint (loaded synchronously in <head>, an external file so the CSP needs no
// inline script): applies the saved theme, or the system's, so the page never flashes the wrong one.
// The key and values must match src/client/theme/themeStorage.ts.
(function () {
  var dark = false;
  try {
    var saved = window.localStorage.getItem("pp-theme");
    dark = saved === "dark" || (saved !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  } catch (e) {
    dark = false;
  }
  var root = document.documentElement;
  if (dark) root.classList.add("dark");
  else root.classList.remove("dark");
  root.style.colorScheme = dark ? "dark" : "light";
  var metas = document.querySelectorAll('meta[name="theme-color"]');
  for (var i = 0; i < metas.length; i++) metas[i].setAttribute("content", dark ? "#020617" : "#f8fafc");
})();
