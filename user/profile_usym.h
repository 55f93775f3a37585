/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The CPU profile's user frames by build id.  The BPF side stores each user
 * frame as (build id, file offset) (bpf_get_stack() with BPF_F_USER_BUILD_ID), so
 * its name can be found after the traced processes are gone, in an ELF file
 * on this machine with the same build id: the command's executable and the
 * files zsprobe maps itself (the same C library).  A frame of any other file
 * stays "bid:<hex>+0x<offset>", enough to name it later where that file is
 * (perf's build-id cache works the same way).  Reads files only.
 */
#ifndef ZSP_PROFILE_USYM_H
#define ZSP_PROFILE_USYM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define USYM_BID_MAX 20		/* BPF_BUILD_ID_SIZE: a SHA-1 build id */

struct usym_fn {
	uint64_t addr, size;	/* st_value, st_size */
	char *name;
};

/* A PT_LOAD segment: file offsets [off, off + filesz) are at vaddr. */
struct usym_seg {
	uint64_t off, filesz, vaddr;
};

struct usym_file {
	char *path;
	unsigned char bid[USYM_BID_MAX];
	size_t bid_len;
	bool loaded;		/* symbols and segments read (on first lookup) */
	bool used;		/* a frame was named from it */
	struct usym_fn *fn;	/* functions by address */
	size_t nfn;
	struct usym_seg *seg;
	size_t nseg;
};

struct usyms {
	struct usym_file *f;
	size_t n;
};

/* PATH if it is an ELF file with a GNU build id not known yet: 1 added, 0 not, -errno. */
int usyms_add_file(struct usyms *u, const char *path);
/* Every file-backed executable mapping of a maps file (/proc/self/maps): how many added, or -errno. */
int usyms_add_maps(struct usyms *u, const char *maps_path);
/* COMMAND's executable as execvp() finds it (through PATH without a '/'): 1, 0 or -errno as add_file. */
int usyms_add_command(struct usyms *u, const char *command);

/* How far a user frame could be named. */
enum usym_found {
	USYM_BUILD_ID,		/* no file here has its build id: "bid:<hex>+0x<off>" */
	USYM_FILE,		/* its file, but no function symbol holds it: "[file]+0x<off>" */
	USYM_NAMED,		/* "func+0xoff [file]" */
};

/*
 * The frame at file offset OFF of the file with build id BID (USYM_BID_MAX
 * bytes, as the stack map gives it) into BUF.  A return address (not the
 * leaf) is looked up at off - 1, so that a call at a function's end is not
 * given to the next one.
 */
enum usym_found usyms_format(struct usyms *u, const unsigned char *bid, uint64_t off, bool leaf, char *buf,
			     size_t len);

void usyms_free(struct usyms *u);

#endif
