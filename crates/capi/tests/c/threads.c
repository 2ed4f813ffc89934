/* Threads through the C header: a D3DCREATE_MULTITHREADED device used by
 * four pthreads at once. Each creates, locks, samples and releases cube
 * and volume textures, asks a cube face for its container, and binds a
 * shared texture with AddRef/Release around it; the draws and read-backs
 * (one sequence of calls each) take an application lock, as D3D9
 * programs do to keep other threads' state changes out of a sequence.
 * Checks: every call's HRESULT, the pixels drawn, and the counts at the
 * end (the shared texture freed exactly when its last binding goes).
 * Prints "ok" and exits 0 when everything held. */
#define COBJMACROS
#include <d3d9.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define THREADS 4
#define ROUNDS 25

static IDirect3DDevice9 *device;
static IDirect3DTexture9 *shared;
static pthread_mutex_t draw_lock = PTHREAD_MUTEX_INITIALIZER;
static int failures;

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (!(cond)) {                                                         \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, #cond);         \
            __atomic_fetch_add(&failures, 1, __ATOMIC_SEQ_CST);                \
        }                                                                      \
    } while (0)

struct vertex {
    float x, y, z, rhw;
    float u, v, w;
};

/* The centre pixel of the back buffer after drawing a quad that samples
 * the cube bound at stage 0 along -Z. Called with draw_lock held. */
static uint32_t draw_negative_z(IDirect3DSurface9 *back, IDirect3DSurface9 *readback) {
    static const struct vertex quad[4] = {
        {0, 0, 0.5f, 1, 0, 0, -1},
        {16, 0, 0.5f, 1, 0, 0, -1},
        {0, 16, 0.5f, 1, 0, 0, -1},
        {16, 16, 0.5f, 1, 0, 0, -1},
    };
    D3DLOCKED_RECT lr;
    uint32_t pixel = 0;
    CHECK(IDirect3DDevice9_SetFVF(device, D3DFVF_XYZRHW | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE3(0)) == D3D_OK);
    CHECK(IDirect3DDevice9_BeginScene(device) == D3D_OK);
    CHECK(IDirect3DDevice9_DrawPrimitiveUP(device, D3DPT_TRIANGLESTRIP, 2, quad, sizeof(quad[0])) == D3D_OK);
    CHECK(IDirect3DDevice9_EndScene(device) == D3D_OK);
    CHECK(IDirect3DDevice9_GetRenderTargetData(device, back, readback) == D3D_OK);
    if (IDirect3DSurface9_LockRect(readback, &lr, NULL, D3DLOCK_READONLY) == D3D_OK) {
        memcpy(&pixel, (const char *)lr.pBits + 8 * lr.Pitch + 8 * 4, 4);
        CHECK(IDirect3DSurface9_UnlockRect(readback) == D3D_OK);
    } else {
        CHECK(!"LockRect of the read-back surface");
    }
    return pixel & 0x00ffffff;
}

static void *worker(void *arg) {
    int index = (int)(intptr_t)arg;
    IDirect3DSurface9 *back = NULL, *readback = NULL;
    CHECK(IDirect3DDevice9_GetBackBuffer(device, 0, 0, D3DBACKBUFFER_TYPE_MONO, &back) == D3D_OK);
    CHECK(IDirect3DDevice9_CreateOffscreenPlainSurface(device, 16, 16, D3DFMT_X8R8G8B8, D3DPOOL_SYSTEMMEM,
                                                      &readback, NULL) == D3D_OK);
    for (int round = 0; round < ROUNDS; ++round) {
        uint32_t color = 0xff000000u | (uint32_t)(index + 1) << 20 | (uint32_t)(round + 1) << 4;
        IDirect3DCubeTexture9 *cube = NULL, *container = NULL;
        IDirect3DVolumeTexture9 *volume = NULL;
        IDirect3DSurface9 *face = NULL;
        D3DLOCKED_RECT lr;
        D3DLOCKED_BOX lb;
        D3DBOX box = {1, 1, 2, 2, 0, 1};

        CHECK(IDirect3DDevice9_CreateCubeTexture(device, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED, &cube, NULL) ==
              D3D_OK);
        if (!cube)
            break;
        CHECK(IDirect3DCubeTexture9_LockRect(cube, D3DCUBEMAP_FACE_NEGATIVE_Z, 0, &lr, NULL, 0) == D3D_OK);
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 4; ++x)
                memcpy((char *)lr.pBits + y * lr.Pitch + x * 4, &color, 4);
        CHECK(IDirect3DCubeTexture9_UnlockRect(cube, D3DCUBEMAP_FACE_NEGATIVE_Z, 0) == D3D_OK);
        /* A face's surface: the cube is its container, the count is the cube's. */
        CHECK(IDirect3DCubeTexture9_GetCubeMapSurface(cube, D3DCUBEMAP_FACE_POSITIVE_X, 0, &face) == D3D_OK);
        CHECK(IDirect3DSurface9_GetContainer(face, &IID_IDirect3DCubeTexture9, (void **)&container) == D3D_OK);
        CHECK(container == cube);
        CHECK(IDirect3DCubeTexture9_Release(container) == 2);
        CHECK(IDirect3DSurface9_Release(face) == 1);

        CHECK(IDirect3DDevice9_CreateVolumeTexture(device, 4, 4, 2, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED, &volume,
                                                   NULL) == D3D_OK);
        if (volume) {
            CHECK(IDirect3DVolumeTexture9_LockBox(volume, 0, &lb, &box, 0) == D3D_OK);
            CHECK(lb.RowPitch == 16 && lb.SlicePitch == 64);
            memcpy(lb.pBits, &color, 4);
            CHECK(IDirect3DVolumeTexture9_UnlockBox(volume, 0) == D3D_OK);
        }

        /* The shared texture: a reference of this thread's while it binds it. */
        IDirect3DTexture9_AddRef(shared);
        CHECK(IDirect3DDevice9_SetTexture(device, (DWORD)index + 1, (IDirect3DBaseTexture9 *)shared) == D3D_OK);
        IDirect3DTexture9_Release(shared);

        pthread_mutex_lock(&draw_lock);
        CHECK(IDirect3DDevice9_SetTexture(device, 0, (IDirect3DBaseTexture9 *)cube) == D3D_OK);
        {
            uint32_t pixel = draw_negative_z(back, readback);
            if (pixel != (color & 0x00ffffff)) {
                fprintf(stderr, "thread %d round %d: %06x, expected %06x\n", index, round, (unsigned)pixel,
                        (unsigned)(color & 0x00ffffff));
                CHECK(!"the cube's -Z face drawn");
            }
        }
        pthread_mutex_unlock(&draw_lock);

        /* Bound at stage 0 (until another thread binds its own): alive,
         * not counted. */
        CHECK(IDirect3DCubeTexture9_Release(cube) == 0);
        if (volume)
            CHECK(IDirect3DVolumeTexture9_Release(volume) == 0);
    }
    IDirect3DSurface9_Release(readback);
    IDirect3DSurface9_Release(back);
    return NULL;
}

int main(void) {
    IDirect3D9 *d3d = Direct3DCreate9(D3D_SDK_VERSION);
    D3DPRESENT_PARAMETERS pp;
    pthread_t threads[THREADS];
    const IDirect3DTexture9Vtbl *vtbl;
    ULONG count;

    if (!d3d)
        return 1;
    memset(&pp, 0, sizeof(pp));
    pp.BackBufferWidth = 16;
    pp.BackBufferHeight = 16;
    pp.BackBufferFormat = D3DFMT_X8R8G8B8;
    pp.BackBufferCount = 1;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.Windowed = TRUE;
    if (IDirect3D9_CreateDevice(d3d, 0, D3DDEVTYPE_HAL, NULL,
                                D3DCREATE_SOFTWARE_VERTEXPROCESSING | D3DCREATE_MULTITHREADED, &pp,
                                &device) != D3D_OK)
        return 2;
    IDirect3D9_Release(d3d);
    if (IDirect3DDevice9_CreateTexture(device, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED, &shared, NULL) != D3D_OK)
        return 3;

    for (int i = 0; i < THREADS; ++i)
        if (pthread_create(&threads[i], NULL, worker, (void *)(intptr_t)i) != 0)
            return 4;
    for (int i = 0; i < THREADS; ++i)
        pthread_join(threads[i], NULL);

    vtbl = shared->lpVtbl;
    /* Only the creator's reference counts; the bindings keep it. */
    CHECK(IDirect3DTexture9_AddRef(shared) == 2);
    CHECK(IDirect3DTexture9_Release(shared) == 1);
    CHECK(IDirect3DTexture9_Release(shared) == 0);
    CHECK(IDirect3DTexture9_GetLevelCount(shared) == 1);
    for (DWORD stage = 0; stage <= THREADS; ++stage)
        CHECK(IDirect3DDevice9_SetTexture(device, stage, NULL) == D3D_OK);
    /* Freed with its last binding: a freed object's vtable pointer is
     * null here (a COBJMACROS call would crash, as on Windows); through
     * the vtable saved before, the library answers 0. */
    CHECK(shared->lpVtbl == NULL);
    CHECK(vtbl->GetLevelCount(shared) == 0);
    count = IDirect3DDevice9_Release(device);
    CHECK(count == 0);
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 5;
    }
    puts("ok");
    return 0;
}
