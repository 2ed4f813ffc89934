/*
 * Objects for the C++ header tests, built from interface_table.h.
 *
 * NbImpl<T>: a C++ class implementing interface T, every method overriding
 *     the header's pure virtual one (so a wrong signature or a missing or
 *     extra method fails to compile) and returning its own vtable slot.
 * NbCObject<T>: an object laid out the way a C (or Rust) library builds a
 *     COM object, a pointer to a table of plain functions, each returning
 *     its slot and recording the This pointer it was called with.
 * NbZero<type>::get(): a zero argument of any parameter type.
 */
#ifndef NB_CPP_TEST_OBJECTS_H
#define NB_CPP_TEST_OBJECTS_H

#include <cstdint>
#include <type_traits>

#include "interface_table.h"

template <class T>
struct NbZero {
    static T get() { return T(); }
};
template <class T>
struct NbZero<T &> {
    static T &get() {
        static typename std::remove_const<T>::type value{};
        return value;
    }
};
#define NB_ZERO_OF(type) NbZero<type>::get()

/* The value a test method returns: its slot, in the method's return type
 * (a void method discards it). */
#define NB_SLOT_AS(ret, slot) ret(std::uintptr_t(slot))

/* ---- C++ implementations ---- */

template <class T>
struct NbImpl;

#define NB_IMPL_METHOD(T, slot, ret, name, ...) \
    ret STDMETHODCALLTYPE name(__VA_ARGS__) override { return NB_SLOT_AS(ret, slot); }
#define NB_IMPL_METHOD0(T, slot, ret, name) \
    ret STDMETHODCALLTYPE name() override { return NB_SLOT_AS(ret, slot); }
#define NB_DEFINE_IMPL(T, ALL)                      \
    template <>                                     \
    struct NbImpl<T> final : T {                    \
        ALL(NB_IMPL_METHOD, NB_IMPL_METHOD0)        \
    };

NB_DEFINE_IMPL(IDirect3D9, NB_ALL_DIRECT3D9)
NB_DEFINE_IMPL(IDirect3DDevice9, NB_ALL_DIRECT3DDEVICE9)
NB_DEFINE_IMPL(IDirect3DSwapChain9, NB_ALL_DIRECT3DSWAPCHAIN9)
NB_DEFINE_IMPL(IDirect3DResource9, NB_ALL_DIRECT3DRESOURCE9)
NB_DEFINE_IMPL(IDirect3DVertexDeclaration9, NB_ALL_DIRECT3DVERTEXDECLARATION9)
NB_DEFINE_IMPL(IDirect3DVertexShader9, NB_ALL_DIRECT3DVERTEXSHADER9)
NB_DEFINE_IMPL(IDirect3DPixelShader9, NB_ALL_DIRECT3DPIXELSHADER9)
NB_DEFINE_IMPL(IDirect3DBaseTexture9, NB_ALL_DIRECT3DBASETEXTURE9)
NB_DEFINE_IMPL(IDirect3DTexture9, NB_ALL_DIRECT3DTEXTURE9)
NB_DEFINE_IMPL(IDirect3DVolumeTexture9, NB_ALL_DIRECT3DVOLUMETEXTURE9)
NB_DEFINE_IMPL(IDirect3DCubeTexture9, NB_ALL_DIRECT3DCUBETEXTURE9)
NB_DEFINE_IMPL(IDirect3DVertexBuffer9, NB_ALL_DIRECT3DVERTEXBUFFER9)
NB_DEFINE_IMPL(IDirect3DIndexBuffer9, NB_ALL_DIRECT3DINDEXBUFFER9)
NB_DEFINE_IMPL(IDirect3DSurface9, NB_ALL_DIRECT3DSURFACE9)
NB_DEFINE_IMPL(IDirect3DVolume9, NB_ALL_DIRECT3DVOLUME9)
NB_DEFINE_IMPL(IDirect3DQuery9, NB_ALL_DIRECT3DQUERY9)
NB_DEFINE_IMPL(IDirect3DStateBlock9, NB_ALL_DIRECT3DSTATEBLOCK9)
NB_DEFINE_IMPL(IDirect3D9Ex, NB_ALL_DIRECT3D9EX)
NB_DEFINE_IMPL(IDirect3DDevice9Ex, NB_ALL_DIRECT3DDEVICE9EX)
NB_DEFINE_IMPL(IDirect3DSwapChain9Ex, NB_ALL_DIRECT3DSWAPCHAIN9EX)

/* ---- C-layout objects ---- */

/* Any function pointer fits this type; GCC and Clang allow casting to it. */
typedef void (*NbAnyFunction)(void);

struct NbCObjectBase {
    const NbAnyFunction *vtbl;
};

/* The This pointer the last plain-function method was called with. */
inline const void *&nb_last_this() {
    static const void *value = nullptr;
    return value;
}

template <class T>
struct NbCObject;

#define NB_C_FUNCTION(T, slot, ret, name, ...)                                  \
    static ret STDMETHODCALLTYPE name(T *self, __VA_ARGS__) {                   \
        nb_last_this() = self;                                                  \
        return NB_SLOT_AS(ret, slot);                                           \
    }
#define NB_C_FUNCTION0(T, slot, ret, name)                                      \
    static ret STDMETHODCALLTYPE name(T *self) {                                \
        nb_last_this() = self;                                                  \
        return NB_SLOT_AS(ret, slot);                                           \
    }
#define NB_C_ENTRY(T, slot, ret, name, ...) table[slot] = reinterpret_cast<NbAnyFunction>(&Functions::name);
#define NB_C_ENTRY0(T, slot, ret, name) table[slot] = reinterpret_cast<NbAnyFunction>(&Functions::name);
#define NB_DEFINE_C_OBJECT(T, ALL, SLOTS)                                       \
    template <>                                                                 \
    struct NbCObject<T> : NbCObjectBase {                                       \
        struct Functions {                                                      \
            ALL(NB_C_FUNCTION, NB_C_FUNCTION0)                                  \
        };                                                                      \
        NbAnyFunction table[SLOTS];                                             \
        NbCObject() {                                                           \
            for (NbAnyFunction &entry : table) entry = nullptr;                 \
            ALL(NB_C_ENTRY, NB_C_ENTRY0)                                        \
            vtbl = table;                                                       \
        }                                                                       \
        T *get() { return reinterpret_cast<T *>(static_cast<NbCObjectBase *>(this)); } \
    };

NB_DEFINE_C_OBJECT(IDirect3D9, NB_ALL_DIRECT3D9, 17)
NB_DEFINE_C_OBJECT(IDirect3DDevice9, NB_ALL_DIRECT3DDEVICE9, 119)
NB_DEFINE_C_OBJECT(IDirect3DSwapChain9, NB_ALL_DIRECT3DSWAPCHAIN9, 10)
NB_DEFINE_C_OBJECT(IDirect3DResource9, NB_ALL_DIRECT3DRESOURCE9, 11)
NB_DEFINE_C_OBJECT(IDirect3DVertexDeclaration9, NB_ALL_DIRECT3DVERTEXDECLARATION9, 5)
NB_DEFINE_C_OBJECT(IDirect3DVertexShader9, NB_ALL_DIRECT3DVERTEXSHADER9, 5)
NB_DEFINE_C_OBJECT(IDirect3DPixelShader9, NB_ALL_DIRECT3DPIXELSHADER9, 5)
NB_DEFINE_C_OBJECT(IDirect3DBaseTexture9, NB_ALL_DIRECT3DBASETEXTURE9, 17)
NB_DEFINE_C_OBJECT(IDirect3DTexture9, NB_ALL_DIRECT3DTEXTURE9, 22)
NB_DEFINE_C_OBJECT(IDirect3DVolumeTexture9, NB_ALL_DIRECT3DVOLUMETEXTURE9, 22)
NB_DEFINE_C_OBJECT(IDirect3DCubeTexture9, NB_ALL_DIRECT3DCUBETEXTURE9, 22)
NB_DEFINE_C_OBJECT(IDirect3DVertexBuffer9, NB_ALL_DIRECT3DVERTEXBUFFER9, 14)
NB_DEFINE_C_OBJECT(IDirect3DIndexBuffer9, NB_ALL_DIRECT3DINDEXBUFFER9, 14)
NB_DEFINE_C_OBJECT(IDirect3DSurface9, NB_ALL_DIRECT3DSURFACE9, 17)
NB_DEFINE_C_OBJECT(IDirect3DVolume9, NB_ALL_DIRECT3DVOLUME9, 11)
NB_DEFINE_C_OBJECT(IDirect3DQuery9, NB_ALL_DIRECT3DQUERY9, 8)
NB_DEFINE_C_OBJECT(IDirect3DStateBlock9, NB_ALL_DIRECT3DSTATEBLOCK9, 6)
NB_DEFINE_C_OBJECT(IDirect3D9Ex, NB_ALL_DIRECT3D9EX, 22)
NB_DEFINE_C_OBJECT(IDirect3DDevice9Ex, NB_ALL_DIRECT3DDEVICE9EX, 134)
NB_DEFINE_C_OBJECT(IDirect3DSwapChain9Ex, NB_ALL_DIRECT3DSWAPCHAIN9EX, 13)

#endif /* NB_CPP_TEST_OBJECTS_H */
