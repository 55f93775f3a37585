// SPDX-License-Identifier: GPL-2.0
/* User frames by build id and file offset, named from ELF files; see profile_usym.h. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "profile_usym.h"

#ifndef NT_GNU_BUILD_ID
#define NT_GNU_BUILD_ID 3
#endif

/* An ELF handle on PATH, a regular file only (a FIFO or device in a maps file must not block us). */
static Elf *elf_open(const char *path, int *fd)
{
	struct stat st;
	Elf *e = NULL;

	if (elf_version(EV_CURRENT) == EV_NONE) {
		errno = ENOSYS;
		return NULL;
	}
	*fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (*fd < 0)
		return NULL;
	if (!fstat(*fd, &st) && S_ISREG(st.st_mode))
		e = elf_begin(*fd, ELF_C_READ, NULL);
	if (e && elf_kind(e) == ELF_K_ELF)
		return e;
	if (e)
		elf_end(e);
	close(*fd);
	errno = ENOEXEC;
	return NULL;
}

static void elf_close(Elf *e, int fd)
{
	elf_end(e);
	close(fd);
}

/* The GNU build id among one note section's notes: its length, or 0. */
static size_t note_build_id(Elf_Data *d, unsigned char *bid)
{
	size_t off = 0, name_off, desc_off;
	GElf_Nhdr nh;

	if (!d)
		return 0;
	while ((off = gelf_getnote(d, off, &nh, &name_off, &desc_off)) > 0) {
		if (nh.n_type != NT_GNU_BUILD_ID || nh.n_namesz != 4 ||
		    memcmp((char *)d->d_buf + name_off, "GNU", 4) || !nh.n_descsz || nh.n_descsz > USYM_BID_MAX)
			continue;
		memcpy(bid, (char *)d->d_buf + desc_off, nh.n_descsz);
		return nh.n_descsz;
	}
	return 0;
}

/* The GNU build id from the note sections: its length, or 0 without one. */
static size_t read_build_id(Elf *e, unsigned char *bid)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(e, scn))) {
		GElf_Shdr sh;
		size_t len;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_NOTE)
			continue;
		len = note_build_id(elf_getdata(scn, NULL), bid);
		if (len)
			return len;
	}
	return 0;
}

int usyms_add_file(struct usyms *u, const char *path)
{
	unsigned char bid[USYM_BID_MAX] = { 0 };
	struct usym_file *nf;
	size_t len;
	int fd;
	Elf *e;

	for (size_t i = 0; i < u->n; i++)
		if (!strcmp(u->f[i].path, path))
			return 0;
	e = elf_open(path, &fd);
	if (!e)
		return -errno;
	len = read_build_id(e, bid);
	elf_close(e, fd);
	for (size_t i = 0; len && i < u->n; i++)
		if (u->f[i].bid_len == len && !memcmp(u->f[i].bid, bid, len))
			return 0;	/* the same file under another name */
	if (!len)
		return 0;
	nf = realloc(u->f, (u->n + 1) * sizeof(*nf));
	if (!nf)
		return -ENOMEM;
	u->f = nf;
	nf = &u->f[u->n];
	memset(nf, 0, sizeof(*nf));
	nf->path = strdup(path);
	if (!nf->path)
		return -ENOMEM;
	memcpy(nf->bid, bid, len);
	nf->bid_len = len;
	u->n++;
	return 1;
}

int usyms_add_maps(struct usyms *u, const char *maps_path)
{
	FILE *f = fopen(maps_path, "re");
	char line[4096 + 128], perms[8];
	int added = 0;

	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		char *path;
		int pos = 0;

		line[strcspn(line, "\n")] = 0;
		if (sscanf(line, "%*s %7s %*s %*s %*s %n", perms, &pos) != 1 || !pos || !strchr(perms, 'x'))
			continue;
		path = line + pos;
		if (*path == '/' && usyms_add_file(u, path) > 0)
			added++;
	}
	fclose(f);
	return added;
}

int usyms_add_command(struct usyms *u, const char *command)
{
	const char *dirs = getenv("PATH");
	char buf[4096];

	if (!command || !*command)
		return -EINVAL;
	if (strchr(command, '/'))
		return usyms_add_file(u, command);
	for (const char *d = dirs ? dirs : "/usr/local/bin:/usr/bin:/bin"; d; ) {
		const char *end = strchr(d, ':');
		int dl = end ? (int)(end - d) : (int)strlen(d);

		snprintf(buf, sizeof(buf), "%.*s/%s", dl, dl ? d : ".", command);
		if (!access(buf, X_OK))
			return usyms_add_file(u, buf);
		d = end ? end + 1 : NULL;
	}
	return -ENOENT;
}

static int cmp_fn(const void *a, const void *b)
{
	const struct usym_fn *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return strcmp(x->name, y->name);
}

/* A defined function (or an ifunc resolver's target) with an address. */
static bool is_function(const GElf_Sym *s)
{
	int type = GELF_ST_TYPE(s->st_info);

	return s->st_shndx != SHN_UNDEF && s->st_value && (type == STT_FUNC || type == STT_GNU_IFUNC);
}

/* The function symbols of one symbol table section. */
static int read_syms(struct usym_file *f, Elf *e, Elf_Scn *scn, const GElf_Shdr *sh)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;

	if (!d || !n)
		return 0;
	f->fn = calloc(n, sizeof(*f->fn));
	if (!f->fn)
		return -ENOMEM;
	for (size_t i = 0; i < n; i++) {
		const char *name;
		GElf_Sym s;

		if (!gelf_getsym(d, (int)i, &s) || !is_function(&s))
			continue;
		name = elf_strptr(e, sh->sh_link, s.st_name);
		if (!name || !*name)
			continue;
		f->fn[f->nfn].name = strdup(name);
		if (!f->fn[f->nfn].name)
			return -ENOMEM;
		f->fn[f->nfn].addr = s.st_value;
		f->fn[f->nfn++].size = s.st_size;
	}
	qsort(f->fn, f->nfn, sizeof(*f->fn), cmp_fn);
	return 0;
}

/* The PT_LOAD segments: which file offsets are at which addresses. */
static int read_segments(struct usym_file *f, Elf *e)
{
	size_t nph = 0;

	if (elf_getphdrnum(e, &nph) || !nph)
		return 0;
	f->seg = calloc(nph, sizeof(*f->seg));
	if (!f->seg)
		return -ENOMEM;
	for (size_t i = 0; i < nph; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(e, (int)i, &ph) && ph.p_type == PT_LOAD)
			f->seg[f->nseg++] = (struct usym_seg){ ph.p_offset, ph.p_filesz, ph.p_vaddr };
	}
	return 0;
}

/* The segments and the functions: .symtab, else .dynsym (a stripped file's exported ones). */
static int load(struct usym_file *f)
{
	Elf_Scn *scn = NULL, *symtab = NULL, *dynsym = NULL;
	GElf_Shdr sh, use;
	int fd, err;
	Elf *e;

	f->loaded = true;
	e = elf_open(f->path, &fd);
	if (!e)
		return -ENOEXEC;
	err = read_segments(f, e);
	while ((scn = elf_nextscn(e, scn)))
		if (gelf_getshdr(scn, &sh) && (sh.sh_type == SHT_SYMTAB || sh.sh_type == SHT_DYNSYM))
			*(sh.sh_type == SHT_SYMTAB ? &symtab : &dynsym) = scn;
	scn = symtab ? symtab : dynsym;
	if (!err && scn && gelf_getshdr(scn, &use))
		err = read_syms(f, e, scn, &use);
	elf_close(e, fd);
	return err;
}

/* The function holding address A, or NULL. */
static const struct usym_fn *find_fn(const struct usym_file *f, uint64_t a)
{
	size_t lo = 0, hi = f->nfn;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (f->fn[mid].addr <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo || (f->fn[lo - 1].size && a >= f->fn[lo - 1].addr + f->fn[lo - 1].size))
		return NULL;
	return &f->fn[lo - 1];
}

/* File offset OFF as the address the symbols use; false outside every segment. */
static bool off_to_addr(const struct usym_file *f, uint64_t off, uint64_t *a)
{
	for (size_t i = 0; i < f->nseg; i++)
		if (off >= f->seg[i].off && off - f->seg[i].off < f->seg[i].filesz) {
			*a = off - f->seg[i].off + f->seg[i].vaddr;
			return true;
		}
	return false;
}

static struct usym_file *by_bid(struct usyms *u, const unsigned char *bid)
{
	for (size_t i = 0; i < u->n; i++)
		if (!memcmp(u->f[i].bid, bid, u->f[i].bid_len))
			return &u->f[i];
	return NULL;
}

/* "bid:<40 hex digits>+0x<off>": a frame of a file not found here. */
static void format_unnamed(const unsigned char *bid, uint64_t off, char *buf, size_t len)
{
	char hex[2 * USYM_BID_MAX + 1];

	for (size_t i = 0; i < USYM_BID_MAX; i++)
		snprintf(hex + 2 * i, 3, "%02x", bid[i]);
	snprintf(buf, len, "bid:%s+0x%llx", hex, (unsigned long long)off);
}

enum usym_found usyms_format(struct usyms *u, const unsigned char *bid, uint64_t off, bool leaf, char *buf,
			     size_t len)
{
	struct usym_file *f = by_bid(u, bid);
	uint64_t back = leaf || !off ? 0 : 1, a = 0;
	const struct usym_fn *fn = NULL;
	const char *base;

	if (!f) {
		format_unnamed(bid, off, buf, len);
		return USYM_BUILD_ID;
	}
	if (!f->loaded)
		load(f);
	if (off_to_addr(f, off - back, &a))
		fn = find_fn(f, a);
	f->used = true;
	base = strrchr(f->path, '/');
	base = base ? base + 1 : f->path;
	if (!fn) {
		/* a local function of a stripped file (libc's __libc_start_call_main) */
		snprintf(buf, len, "[%s]+0x%llx", base, (unsigned long long)off);
		return USYM_FILE;
	}
	snprintf(buf, len, "%s+0x%llx [%s]", fn->name, (unsigned long long)(a + back - fn->addr), base);
	return USYM_NAMED;
}

void usyms_free(struct usyms *u)
{
	for (size_t i = 0; i < u->n; i++) {
		for (size_t k = 0; k < u->f[i].nfn; k++)
			free(u->f[i].fn[k].name);
		free(u->f[i].fn);
		free(u->f[i].seg);
		free(u->f[i].path);
	}
	free(u->f);
	memset(u, 0, sizeof(*u));
}
