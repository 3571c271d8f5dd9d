// The wide-character ncurses API is only declared with these defines, and Swift's importer only
// sees defines that stand in the header itself.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>

// Attribute macros use casts Swift cannot import.
static inline attr_t segue_A_BOLD(void) { return A_BOLD; }
static inline attr_t segue_A_DIM(void) { return A_DIM; }
static inline attr_t segue_A_REVERSE(void) { return A_REVERSE; }
static inline attr_t segue_A_UNDERLINE(void) { return A_UNDERLINE; }
static inline attr_t segue_A_ITALIC(void) { return A_ITALIC; }
