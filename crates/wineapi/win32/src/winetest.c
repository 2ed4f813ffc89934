/*
 * The runtime behind Wine's wine/test.h for ninebridge's harness: every
 * ok() becomes one JSON line, written and flushed at once so that a crash
 * loses nothing already said.
 *
 * Written for ninebridge from wine/test.h's declarations. Rules:
 * - The expected value is Windows': an assertion passes when its condition
 *   holds, todo_wine or not ("todo_wine" is recorded beside it, since the
 *   platform is said to be "wine" so that the programs take Wine's paths).
 * - broken(x) is false, as everywhere but on Windows.
 * - The program's START_TEST body is gated (see the runner): only the test
 *   function named by the first argument runs; winetest_nb_selected says
 *   which, and names the function every later assertion belongs to.
 *
 * Output lines (to the file named by NINEBRIDGE_WINETEST_OUT, else stdout):
 *   {"function":F,"line":N,"passed":B,"todo_wine":B,"message":M}
 *   {"function":F,"line":N,"skip":M}
 *   {"function":F,"done":true}   once the selected function returned
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "windows.h"
#include "wine/debug.h"

int winetest_debug = 1;
int winetest_time = 0;
int winetest_interactive = 0;
int winetest_report_flaky = 0;
int winetest_report_success = 0;
int winetest_mute_threshold = 42;
const char *winetest_platform = "wine";

static FILE *out;
static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;
static const char *selected;
static const char *current = "START_TEST";
static LONG failures;

struct thread_data
{
    const char *file;
    int line;
    unsigned int todo_level;
    int todo_do_loop;
    unsigned int flaky_level;
    int flaky_do_loop;
    char context[8][128];
    int context_count;
    char strings[16][256];
    int next_string;
};
static __thread struct thread_data td;

/* D3D9's programs format LONG, DWORD and HRESULT with %ld/%lx: 32-bit
 * values under Windows' LLP64 model. Off Windows `l` would read 64 bits,
 * so it is dropped; %I64 becomes %ll, %I (a SIZE_T) %z, and wide strings
 * (%ls, %S; 16-bit characters here) are shown as their address. */
static void fix_format(const char *in, char *buf, size_t size)
{
    size_t o = 0;
    while (*in && o + 4 < size)
    {
        if (*in != '%') { buf[o++] = *in++; continue; }
        buf[o++] = *in++;
        if (*in == '%') { buf[o++] = *in++; continue; }
        while (*in && strchr("#-+ 0123456789.*", *in) && o + 4 < size) buf[o++] = *in++;
        if (in[0] == 'I' && in[1] == '6' && in[2] == '4') { buf[o++] = 'l'; buf[o++] = 'l'; in += 3; }
        else if (in[0] == 'I') { buf[o++] = 'z'; in++; }
        else if (in[0] == 'l' && in[1] == 'l') { buf[o++] = 'l'; buf[o++] = 'l'; in += 2; }
        else if (in[0] == 'l' && (in[1] == 's' || in[1] == 'c')) { buf[o++] = in[1] == 's' ? 'p' : 'c'; in += 2; continue; }
        else if (in[0] == 'l') in++;
        else if (in[0] == 'S') { buf[o++] = 'p'; in++; continue; }
        else if (in[0] == 'h' && in[1] == 's') { buf[o++] = 's'; in += 2; continue; }
    }
    buf[o] = 0;
}

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; ++s)
    {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') { fputc('\\', f); fputc(c, f); }
        else if (c == '\n') fputs("\\n", f);
        else if (c == '\t') fputs("\\t", f);
        else if (c < 0x20 || c >= 0x7f) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}

static void format_message(char *buf, size_t size, const char *msg, va_list ap)
{
    char fixed[1024];
    size_t used = 0;
    int i;
    for (i = 0; i < td.context_count && used < size; ++i)
        used += (size_t)snprintf(buf + used, size - used, "%s: ", td.context[i]);
    if (used >= size) return;
    fix_format(msg ? msg : "", fixed, sizeof(fixed));
    vsnprintf(buf + used, size - used, fixed, ap);
    /* Messages end with a newline; the JSON field does not. */
    used = strlen(buf);
    while (used && (buf[used - 1] == '\n' || buf[used - 1] == '\r')) buf[--used] = 0;
}

static FILE *output(void)
{
    if (!out)
    {
        const char *path = getenv("NINEBRIDGE_WINETEST_OUT");
        out = path ? fopen(path, "a") : NULL;
        if (!out) out = stdout;
    }
    return out;
}

void winetest_set_location(const char *file, int line)
{
    const char *slash = file ? strrchr(file, '/') : NULL;
    td.file = slash ? slash + 1 : file;
    td.line = line;
}

int broken(int condition)
{
    (void)condition;
    return 0;
}

int winetest_vok(int condition, const char *msg, va_list ap)
{
    char message[2048];
    FILE *f;
    format_message(message, sizeof(message), msg, ap);
    pthread_mutex_lock(&out_lock);
    f = output();
    fputs("{\"function\":", f);
    json_string(f, current);
    fprintf(f, ",\"line\":%d,\"passed\":%s,\"todo_wine\":%s,\"message\":", td.line,
            condition ? "true" : "false", (td.todo_level & 1) ? "true" : "false");
    json_string(f, message);
    fputs("}\n", f);
    fflush(f);
    pthread_mutex_unlock(&out_lock);
    if (!condition) __atomic_add_fetch(&failures, 1, __ATOMIC_SEQ_CST);
    return condition != 0;
}

void winetest_ok(int condition, const char *msg, ...)
{
    va_list ap;
    va_start(ap, msg);
    winetest_vok(condition, msg, ap);
    va_end(ap);
}

void winetest_vskip(const char *msg, va_list ap)
{
    char message[2048];
    FILE *f;
    format_message(message, sizeof(message), msg, ap);
    pthread_mutex_lock(&out_lock);
    f = output();
    fputs("{\"function\":", f);
    json_string(f, current);
    fprintf(f, ",\"line\":%d,\"skip\":", td.line);
    json_string(f, message);
    fputs("}\n", f);
    fflush(f);
    pthread_mutex_unlock(&out_lock);
}

void winetest_skip(const char *msg, ...)
{
    va_list ap;
    va_start(ap, msg);
    winetest_vskip(msg, ap);
    va_end(ap);
}

void winetest_win_skip(const char *msg, ...)
{
    va_list ap;
    va_start(ap, msg);
    winetest_vskip(msg, ap);
    va_end(ap);
}

void winetest_trace(const char *msg, ...)
{
    char message[2048];
    va_list ap;
    if (!getenv("NINEBRIDGE_WINETEST_TRACE")) return;
    va_start(ap, msg);
    format_message(message, sizeof(message), msg, ap);
    va_end(ap);
    fprintf(stderr, "%s:%d: %s\n", td.file ? td.file : "?", td.line, message);
}

void winetest_subtest(const char *name) { (void)name; }
void winetest_ignore_exceptions(BOOL ignore) { (void)ignore; }

void winetest_start_todo(int is_todo)
{
    td.todo_level = (td.todo_level << 1) | (is_todo != 0);
    td.todo_do_loop = 1;
}
int winetest_loop_todo(void)
{
    int do_loop = td.todo_do_loop;
    td.todo_do_loop = 0;
    return do_loop;
}
void winetest_end_todo(void) { td.todo_level >>= 1; }

void winetest_start_flaky(int is_flaky)
{
    td.flaky_level = (td.flaky_level << 1) | (is_flaky != 0);
    td.flaky_do_loop = 1;
}
int winetest_loop_flaky(void)
{
    int do_loop = td.flaky_do_loop;
    td.flaky_do_loop = 0;
    return do_loop;
}
void winetest_end_flaky(void) { td.flaky_level >>= 1; }

void winetest_push_context(const char *fmt, ...)
{
    char fixed[256];
    va_list ap;
    if (td.context_count >= 8) { td.context_count++; return; }
    fix_format(fmt, fixed, sizeof(fixed));
    va_start(ap, fmt);
    vsnprintf(td.context[td.context_count], sizeof(td.context[0]), fixed, ap);
    va_end(ap);
    td.context_count++;
}
void winetest_pop_context(void)
{
    if (td.context_count > 0) td.context_count--;
}

int winetest_get_mainargs(char ***pargv) { (void)pargv; return 0; }
LONG winetest_get_failures(void) { return failures; }
void winetest_add_failures(LONG n) { __atomic_add_fetch(&failures, n, __ATOMIC_SEQ_CST); }
void winetest_wait_child_process(HANDLE process) { (void)process; }

/* ---- wine/debug.h ---- */
static char *next_string(void)
{
    char *s = td.strings[td.next_string];
    td.next_string = (td.next_string + 1) % 16;
    return s;
}
const char *wine_dbg_sprintf(const char *format, ...)
{
    char fixed[256];
    char *s = next_string();
    va_list ap;
    fix_format(format, fixed, sizeof(fixed));
    va_start(ap, format);
    vsnprintf(s, 256, fixed, ap);
    va_end(ap);
    return s;
}
const char *wine_dbgstr_rect(const RECT *r)
{
    if (!r) return "(null)";
    return wine_dbg_sprintf("(%d,%d)-(%d,%d)", (int)r->left, (int)r->top, (int)r->right, (int)r->bottom);
}
const char *wine_dbgstr_point(const POINT *p)
{
    if (!p) return "(null)";
    return wine_dbg_sprintf("(%d,%d)", (int)p->x, (int)p->y);
}
const char *wine_dbgstr_guid(const GUID *g)
{
    if (!g) return "(null)";
    return wine_dbg_sprintf("{%08x-%04x-%04x-%02x%02x-%02x%02x%02x%02x%02x%02x}", (unsigned)g->Data1,
            g->Data2, g->Data3, g->Data4[0], g->Data4[1], g->Data4[2], g->Data4[3], g->Data4[4],
            g->Data4[5], g->Data4[6], g->Data4[7]);
}
const char *wine_dbgstr_an(const char *s, int n)
{
    if (!s) return "(null)";
    return wine_dbg_sprintf("\"%.*s\"", n < 0 ? 200 : n, s);
}
const char *wine_dbgstr_wn(const WCHAR *s, int n)
{
    char *out = next_string();
    int i;
    if (!s) return "(null)";
    for (i = 0; s[i] && (n < 0 || i < n) && i < 250; ++i) out[i] = s[i] < 0x80 ? (char)s[i] : '?';
    out[i] = 0;
    return out;
}
const char *wine_dbgstr_longlong(ULONGLONG v)
{
    return wine_dbg_sprintf("%llx", (unsigned long long)v);
}

/* ---- the entry point ---- */

/* Gate of the rewritten START_TEST body: TRUE for the function asked for,
 * which names the assertions from then on. */
int winetest_nb_selected(const char *name)
{
    if (!selected || strcmp(selected, name)) return 0;
    current = name;
    return 1;
}

/* Called by the gate after the selected function returned. */
void winetest_nb_done(const char *name)
{
    FILE *f;
    if (!selected || strcmp(selected, name)) return;
    pthread_mutex_lock(&out_lock);
    f = output();
    fputs("{\"function\":", f);
    json_string(f, name);
    fputs(",\"done\":true}\n", f);
    fflush(f);
    pthread_mutex_unlock(&out_lock);
    current = "START_TEST";
}

#ifndef NB_START_FUNC
#error "NB_START_FUNC names the program's START_TEST function (func_<name>)"
#endif
void NB_START_FUNC(void);

int main(int argc, char **argv)
{
    if (argc < 2)
    {
        fprintf(stderr, "usage: %s TEST_FUNCTION\n", argv[0]);
        return 2;
    }
    selected = argv[1];
    NB_START_FUNC();
    return 0;
}
