/*
 * C++ test of d3d9.h: build as C++17 with -Wall -Wextra -Werror (without
 * COBJMACROS) and -I crates/capi/include, then run; it exits 0 when every
 * check holds.
 *
 * Compile time: the struct, enum and HRESULT checks of layout_checks.h;
 * each interface derives from its SDK base; the exact member function type
 * of every method an interface declares; a class overriding every method
 * of each interface can be instantiated (so every method is pure virtual
 * with the SDK's signature and there are no others); Direct3DCreate9 and
 * the IIDs have C linkage.
 * Run time, for every method of every interface: a virtual call on an
 * object laid out as a C library lays out COM objects reaches the
 * function in the method's SDK vtable slot with the object as This, and a
 * C-style call through that slot of a C++ object reaches the C++ method.
 *
 * It does not call Direct3DCreate9: it needs no library to link.
 */
#include <d3d9.h>

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <type_traits>

#if defined(IDirect3DDevice9_Clear) || defined(IUnknown_AddRef)
#error "COBJMACROS macros must not be defined unless asked for"
#endif

#define NB_ASSERT(cond, msg) static_assert(cond, msg)
#include "layout_checks.h"
#include "cpp_test_objects.h"

/* Redeclaring with C linkage fails to compile if the header gave them C++
 * linkage (or another type). */
extern "C" IDirect3D9 *WINAPI Direct3DCreate9(UINT SDKVersion);
extern "C" const GUID IID_IDirect3D9;
extern "C" const GUID IID_IDirect3DDevice9;

/* ======================================================================
 * Interfaces: bases and method types
 * ====================================================================== */

#define NB_BASE(T, Base)                                                                 \
    static_assert(std::is_base_of<Base, T>::value, #T " derives from " #Base);           \
    static_assert(std::is_abstract<T>::value, #T " is abstract");                        \
    static_assert(sizeof(T) == sizeof(void *), #T " holds only its vtable pointer");
NB_BASE(IDirect3D9, IUnknown)
NB_BASE(IDirect3DDevice9, IUnknown)
NB_BASE(IDirect3DSwapChain9, IUnknown)
NB_BASE(IDirect3DResource9, IUnknown)
NB_BASE(IDirect3DVertexDeclaration9, IUnknown)
NB_BASE(IDirect3DVertexShader9, IUnknown)
NB_BASE(IDirect3DPixelShader9, IUnknown)
NB_BASE(IDirect3DBaseTexture9, IDirect3DResource9)
NB_BASE(IDirect3DTexture9, IDirect3DBaseTexture9)
NB_BASE(IDirect3DVolumeTexture9, IDirect3DBaseTexture9)
NB_BASE(IDirect3DCubeTexture9, IDirect3DBaseTexture9)
NB_BASE(IDirect3DVertexBuffer9, IDirect3DResource9)
NB_BASE(IDirect3DIndexBuffer9, IDirect3DResource9)
NB_BASE(IDirect3DSurface9, IDirect3DResource9)
NB_BASE(IDirect3DVolume9, IUnknown)
NB_BASE(IDirect3DQuery9, IUnknown)
NB_BASE(IDirect3DStateBlock9, IUnknown)
static_assert(!std::is_base_of<IDirect3DResource9, IDirect3DVolume9>::value,
              "IDirect3DVolume9 is not a resource");
static_assert(std::is_same<LPDIRECT3DDEVICE9, IDirect3DDevice9 *>::value, "LPDIRECT3DDEVICE9");
static_assert(std::is_same<PDIRECT3DTEXTURE9, IDirect3DTexture9 *>::value, "PDIRECT3DTEXTURE9");

/* The member function type of each method where it is declared. */
#define NB_CPP_SIGNATURE(T, slot, ret, name, ...)                                        \
    static_assert(std::is_same<decltype(&T::name), ret (STDMETHODCALLTYPE T::*)(__VA_ARGS__)>::value, \
                  #T "::" #name " signature");
#define NB_CPP_SIGNATURE0(T, slot, ret, name)                                            \
    static_assert(std::is_same<decltype(&T::name), ret (STDMETHODCALLTYPE T::*)()>::value, \
                  #T "::" #name " signature");
NB_UNKNOWN_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IUnknown)
NB_DIRECT3D9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3D9)
NB_DIRECT3DDEVICE9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DDevice9)
NB_DIRECT3DSWAPCHAIN9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DSwapChain9)
NB_DIRECT3DRESOURCE9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DResource9)
NB_DIRECT3DVERTEXDECLARATION9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DVertexDeclaration9)
NB_DIRECT3DVERTEXSHADER9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DVertexShader9)
NB_DIRECT3DPIXELSHADER9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DPixelShader9)
NB_DIRECT3DBASETEXTURE9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DBaseTexture9)
NB_DIRECT3DTEXTURE9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DTexture9)
NB_DIRECT3DVOLUMETEXTURE9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DVolumeTexture9)
NB_DIRECT3DCUBETEXTURE9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DCubeTexture9)
NB_DIRECT3DVERTEXBUFFER9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DVertexBuffer9)
NB_DIRECT3DINDEXBUFFER9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DIndexBuffer9)
NB_DIRECT3DSURFACE9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DSurface9)
NB_DIRECT3DVOLUME9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DVolume9)
NB_DIRECT3DQUERY9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DQuery9)
NB_DIRECT3DSTATEBLOCK9_METHODS(NB_CPP_SIGNATURE, NB_CPP_SIGNATURE0, IDirect3DStateBlock9)

/* Implementing every method makes a concrete class (cpp_test_objects.h). */
#define NB_CONCRETE(T, slots) \
    static_assert(!std::is_abstract<NbImpl<T> >::value, #T " is fully implemented by its table");
NB_INTERFACES(NB_CONCRETE)

/* ======================================================================
 * Run-time checks
 * ====================================================================== */

static int checks;
static int failures;

static void check(bool ok, const char *what) {
    checks++;
    if (!ok) {
        failures++;
        std::fprintf(stderr, "header_cpp: FAILED: %s\n", what);
    }
}

/* Whether a method returned the slot it was reached through; void methods
 * return nothing to compare and count as reached. */
template <class R>
static bool nb_returned(R (*call)(), std::uintptr_t slot) {
    return call() == NB_SLOT_AS(R, slot);
}
static bool nb_returned(void (*call)(), std::uintptr_t) {
    call();
    return true;
}

/* A virtual call from C++ on a C-layout object: slot `slot` of its table
 * runs, with the object as This.  Such objects carry no C++ type
 * information, so UBSan's vptr check (which reads it) is turned off for
 * these calls, as a port calling the library's objects would have to. */
#if defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 8)
#define NB_NO_VPTR_CHECK __attribute__((no_sanitize("vptr")))
#else
#define NB_NO_VPTR_CHECK
#endif
#define NB_CALL_C_OBJECT(T, slot, ret, name, ...)                                         \
    {                                                                                     \
        static NbCObject<T> object;                                                       \
        struct Call {                                                                     \
            NB_NO_VPTR_CHECK static ret run() {                                           \
                return object.get()->name(NB_FOR_EACH(NB_ZERO_OF, __VA_ARGS__));         \
            }                                                                             \
        };                                                                                \
        nb_last_this() = nullptr;                                                         \
        check(nb_returned(&Call::run, slot) && nb_last_this() == object.get(),            \
              "C++ call of " #T "::" #name " on a C vtable reaches slot " #slot);         \
    }
#define NB_CALL_C_OBJECT0(T, slot, ret, name)                                             \
    {                                                                                     \
        static NbCObject<T> object;                                                       \
        struct Call {                                                                     \
            NB_NO_VPTR_CHECK static ret run() { return object.get()->name(); }            \
        };                                                                                \
        nb_last_this() = nullptr;                                                         \
        check(nb_returned(&Call::run, slot) && nb_last_this() == object.get(),            \
              "C++ call of " #T "::" #name " on a C vtable reaches slot " #slot);         \
    }

/* A C-style call through slot `slot` of a C++ object's vtable, the object
 * passed as This: the C++ method of that name runs. */
#define NB_CALL_CPP_OBJECT(T, slot, ret, name, ...)                                        \
    {                                                                                      \
        static NbImpl<T> object;                                                           \
        struct Call {                                                                      \
            static ret run() {                                                             \
                typedef ret(STDMETHODCALLTYPE * Fn)(T *, __VA_ARGS__);                     \
                T *self = &object;                                                         \
                Fn fn = reinterpret_cast<Fn>((*reinterpret_cast<NbAnyFunction **>(self))[slot]); \
                return fn(self, NB_FOR_EACH(NB_ZERO_OF, __VA_ARGS__));                     \
            }                                                                              \
        };                                                                                 \
        check(nb_returned(&Call::run, slot), "C call through slot " #slot " of a C++ " #T " runs " #name); \
    }
#define NB_CALL_CPP_OBJECT0(T, slot, ret, name)                                            \
    {                                                                                      \
        static NbImpl<T> object;                                                           \
        struct Call {                                                                      \
            static ret run() {                                                             \
                typedef ret(STDMETHODCALLTYPE * Fn)(T *);                                  \
                T *self = &object;                                                         \
                Fn fn = reinterpret_cast<Fn>((*reinterpret_cast<NbAnyFunction **>(self))[slot]); \
                return fn(self);                                                           \
            }                                                                              \
        };                                                                                 \
        check(nb_returned(&Call::run, slot), "C call through slot " #slot " of a C++ " #T " runs " #name); \
    }

static void check_vtables() {
    NB_EVERY_METHOD(NB_CALL_C_OBJECT, NB_CALL_C_OBJECT0)
    NB_EVERY_METHOD(NB_CALL_CPP_OBJECT, NB_CALL_CPP_OBJECT0)
}

struct NbNamedGuid {
    const char *name;
    GUID value;
};
#define NB_TABLE_ENTRY(name, l, w1, w2, b1, b2, b3, b4, b5, b6, b7, b8) \
    {#name, {l, w1, w2, {b1, b2, b3, b4, b5, b6, b7, b8}}},
static const NbNamedGuid nb_iid_table[] = {NINEBRIDGE_D3D9_IIDS(NB_TABLE_ENTRY)};

static const GUID *nb_table_iid(const char *name) {
    for (const NbNamedGuid &entry : nb_iid_table) {
        if (std::strcmp(entry.name, name) == 0) {
            return &entry.value;
        }
    }
    return nullptr;
}

static void check_guids() {
    const GUID device = {0xd0223b96, 0xbf7a, 0x43fd, {0x92, 0xbd, 0xa4, 0x3b, 0x0d, 0x82, 0xb9, 0xeb}};
    const GUID d3d = {0x81bdcbca, 0x64d4, 0x426d, {0xae, 0x8d, 0xad, 0x01, 0x47, 0xf4, 0x27, 0x5c}};
    check(sizeof(nb_iid_table) / sizeof(nb_iid_table[0]) == 21, "the IID table lists IUnknown and 20 interfaces (three of them Ex)");
    const GUID *table_device = nb_table_iid("IDirect3DDevice9");
    const GUID *table_d3d = nb_table_iid("IDirect3D9");
    check(table_device != nullptr && *table_device == device, "IID_IDirect3DDevice9 value");
    check(table_d3d != nullptr && IsEqualIID(*table_d3d, d3d), "IID_IDirect3D9 value");

    GUID other = d3d;
    check(IsEqualGUID(d3d, other) && d3d == other && !(d3d != other), "IsEqualGUID and == take GUIDs by reference");
    other.Data4[7] ^= 1;
    check(!IsEqualIID(d3d, other) && d3d != other, "GUIDs differing in the last byte differ");
}

static void check_structs() {
    D3DMATRIX m = {};
    m._32 = 5.0f;
    check(m.m[2][1] == 5.0f, "D3DMATRIX._32 is m[2][1]");

    D3DVERTEXELEMENT9 end = D3DDECL_END();
    check(end.Stream == 0xFF && end.Type == D3DDECLTYPE_UNUSED, "D3DDECL_END in C++");

    D3DPRESENT_PARAMETERS pp = {};
    pp.BackBufferFormat = D3DFMT_X8R8G8B8;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.hDeviceWindow = &pp; /* any object pointer converts to HWND */
    pp.Windowed = TRUE;
    check(pp.hDeviceWindow == static_cast<void *>(&pp) && pp.Windowed == 1, "D3DPRESENT_PARAMETERS in C++");
}

int main() {
    check_vtables();
    check_guids();
    check_structs();
    std::printf("header_cpp: %d passed, %d failed\n", checks - failures, failures);
    return failures == 0 ? 0 : 1;
}
