#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <stdlib.h>
#include <string.h>

/* Markdown as CommonMark with GitHub's tables, strikethrough, autolinks and task lists, rendered to
   HTML (`plain` 0) or to plain text (`plain` 1, for the gallery's search index). Raw HTML in the source
   is left out (cmark's safe default, no CMARK_OPT_UNSAFE): a design system's prose cannot put a script
   in the gallery. Returns a malloc'd string the caller frees, or NULL when cmark fails. */
static inline char *specimen_markdown_render(const char *text, size_t length, int plain) {
    cmark_gfm_core_extensions_ensure_registered();
    int options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_SMART;
    cmark_parser *parser = cmark_parser_new(options);
    if (!parser) return NULL;
    const char *names[] = {"table", "strikethrough", "autolink", "tasklist"};
    for (int i = 0; i < 4; i++) {
        cmark_syntax_extension *extension = cmark_find_syntax_extension(names[i]);
        if (extension) cmark_parser_attach_syntax_extension(parser, extension);
    }
    cmark_parser_feed(parser, text, length);
    cmark_node *document = cmark_parser_finish(parser);
    char *out = NULL;
    if (document) {
        out = plain ? cmark_render_plaintext(document, options, 0)
                    : cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser));
        cmark_node_free(document);
    }
    cmark_parser_free(parser);
    return out;
}
