// The wide-character ncurses API is only declared with these defines, and Swift's importer only
// sees defines that stand in the header itself.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>
#include <malloc.h>
#include <unistd.h>
#include <sys/syscall.h>

// mallopt's parameter numbers are macros; named here so Swift sees them as constants.
static const int segue_M_MMAP_THRESHOLD = M_MMAP_THRESHOLD;
static const int segue_M_TRIM_THRESHOLD = M_TRIM_THRESHOLD;

// Attribute macros use casts Swift cannot import.
static inline attr_t segue_A_BOLD(void) { return A_BOLD; }
static inline attr_t segue_A_DIM(void) { return A_DIM; }
static inline attr_t segue_A_REVERSE(void) { return A_REVERSE; }
static inline attr_t segue_A_UNDERLINE(void) { return A_UNDERLINE; }
static inline attr_t segue_A_ITALIC(void) { return A_ITALIC; }
static inline attr_t segue_A_NORMAL(void) { return A_NORMAL; }

// KEY_F(n) is a function-like macro.
static inline int segue_KEY_F(int n) { return KEY_F(n); }

// Mouse masks use the NCURSES_MOUSE_MASK macro, which Swift cannot import.
static inline mmask_t segue_BUTTON_RELEASED(int button) { return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_RELEASED); }
static inline mmask_t segue_BUTTON_PRESSED(int button) { return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_PRESSED); }
static inline mmask_t segue_BUTTON_CLICKED(int button) { return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_CLICKED); }
static inline mmask_t segue_BUTTON_SHIFT(void) { return BUTTON_SHIFT; }
static inline mmask_t segue_BUTTON_CTRL(void) { return BUTTON_CTRL; }
static inline mmask_t segue_BUTTON_ALT(void) { return BUTTON_ALT; }
static inline mmask_t segue_REPORT_MOUSE_POSITION(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t segue_ALL_MOUSE_EVENTS(void) { return ALL_MOUSE_EVENTS; }

// The calling thread's id, for timers aimed at one thread (glibc declares gettid only with _GNU_SOURCE).
static inline pid_t segue_gettid(void) { return (pid_t)syscall(SYS_gettid); }
