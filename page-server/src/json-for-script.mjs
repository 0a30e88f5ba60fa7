// The page's JSON data blocks (`<script type="application/json">`): never run, only read.

/** JSON that cannot end its <script> element early (`</script>`) or open a comment. */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
