/*
 * C++ test of the COBJMACROS macros of d3d9.h: build as C++17 with
 * -DCOBJMACROS -Wall -Wextra -Werror and -I crates/capi/include, then run;
 * it exits 0 when every check holds.
 *
 * In C++ each IFace_Method(p, ...) macro calls p->Method(...), as in the
 * Windows SDK, so code written with the macros builds as C and as C++.
 * Every macro of every interface is called here on a C++ object whose
 * methods return their own vtable slot.
 */
#ifndef COBJMACROS
#error "build header_cpp_cobjmacros.cpp with -DCOBJMACROS"
#endif

#include <d3d9.h>

#include <cstdio>

#include "cpp_test_objects.h"

static int checks;
static int failures;

static void check(bool ok, const char *what) {
    checks++;
    if (!ok) {
        failures++;
        std::fprintf(stderr, "header_cpp_cobjmacros: FAILED: %s\n", what);
    }
}

template <class R>
static bool nb_returned(R (*call)(), std::uintptr_t slot) {
    return call() == NB_SLOT_AS(R, slot);
}
static bool nb_returned(void (*call)(), std::uintptr_t) {
    call();
    return true;
}

/* The argument list is built first, so that the method macro sees one
 * argument per parameter. */
#define NB_INVOKE(macro, args) macro args
#define NB_CALL_MACRO(T, slot, ret, name, ...)                                                  \
    {                                                                                           \
        static NbImpl<T> object;                                                                \
        struct Call {                                                                           \
            static ret run() {                                                                  \
                T *p = &object;                                                                 \
                return NB_INVOKE(T##_##name, (p, NB_FOR_EACH(NB_ZERO_OF, __VA_ARGS__)));        \
            }                                                                                   \
        };                                                                                      \
        check(nb_returned(&Call::run, slot), #T "_" #name " calls " #name);                     \
    }
#define NB_CALL_MACRO0(T, slot, ret, name)                                                      \
    {                                                                                           \
        static NbImpl<T> object;                                                                \
        struct Call {                                                                           \
            static ret run() {                                                                  \
                T *p = &object;                                                                 \
                return T##_##name(p);                                                           \
            }                                                                                   \
        };                                                                                      \
        check(nb_returned(&Call::run, slot), #T "_" #name " calls " #name);                     \
    }

int main() {
    NB_EVERY_METHOD(NB_CALL_MACRO, NB_CALL_MACRO0)
    std::printf("header_cpp_cobjmacros: %d passed, %d failed\n", checks - failures, failures);
    return failures == 0 ? 0 : 1;
}
